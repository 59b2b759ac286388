import Domain

/// The genres feature's rules, as pure functions every style uses.
package enum GenresRules {
    /// Where loading the genres stands.
    package enum Phase: Equatable, Sendable {
        /// Nothing asked yet.
        case idle
        /// A load is in flight.
        case loading
        /// The genres.
        case loaded([Genre])
        /// The load failed, with the message to show.
        case failed(String)
    }

    /// The genres shown after `phase`: a load in flight or a failure keeps the previous ones.
    package static func genres(after phase: Phase, previous: [Genre]) -> [Genre] {
        if case .loaded(let genres) = phase { return genres }
        return previous
    }

    /// Whether the loading indicator shows in `phase`.
    package static func isLoading(_ phase: Phase) -> Bool {
        phase == .loading
    }

    /// The error message shown in `phase`.
    package static func message(_ phase: Phase) -> String? {
        if case .failed(let message) = phase { return message }
        return nil
    }

    /// The message for a failed load.
    package static func failureMessage(_ error: Error) -> String {
        "The genres could not be loaded: \(error) Refresh to try again."
    }

    /// The one-shot message for a selected genre: "Rock: 1297 tracks".
    package static func summary(of genre: Genre) -> String {
        "\(genre.name): \(genre.trackCount) \(genre.trackCount == 1 ? "track" : "tracks")"
    }

    /// The genre at `index` of `genres`, if there is one.
    package static func genre(at index: Int, in genres: [Genre]) -> Genre? {
        genres.indices.contains(index) ? genres[index] : nil
    }
}
