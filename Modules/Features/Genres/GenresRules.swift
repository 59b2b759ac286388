import Domain

/// The genres feature's rules, as pure functions every style uses.
package enum GenresRules {
    /// Where loading the genres stands.
    package typealias Phase = Loadable<[Genre]>

    /// What the genres show without an answer: the previous list stays on screen.
    package static let retention = Phase.Retention.keepsPrevious

    /// The genres shown after `phase`: a load in flight or a failure keeps the previous ones.
    package static func genres(after phase: Phase, previous: [Genre]) -> [Genre] {
        phase.shown(previous: previous, retention: retention)
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
