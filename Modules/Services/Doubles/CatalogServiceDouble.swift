import Domain
import Foundation
import ReactiveCore

/// A catalog service for tests and scripted runs: it answers from a list of tracks, after the
/// script's latency, on the script's scheduler, and fails the calls the script says.
///
/// Its search matches like the live one: every word must start a word of the title, artist,
/// album or composer, ignoring case and diacritics; title matches come first.
package struct CatalogServiceDouble: CatalogService {
    /// The script: latency, failures and the log of calls.
    package let script: ServiceScript
    private let tracks: [Track]

    package init(tracks: [Track], script: ServiceScript) {
        self.tracks = tracks
        self.script = script
    }

    package func search(_ query: String) -> Single<[Track]> {
        let tracks = self.tracks
        return script.respond("search(\(query))") { Self.matches(query, in: tracks) }
    }

    package func track(id: Int64) -> Single<Track> {
        let tracks = self.tracks
        return script.respond("track(\(id))") {
            guard let track = tracks.first(where: { $0.id == id }) else { throw CatalogLookupError.noTrack(id) }
            return track
        }
    }

    package func genres() -> Single<[Genre]> {
        let tracks = self.tracks
        return script.respond("genres()") {
            Dictionary(grouping: tracks, by: \.genreID).map { id, tracks in
                Genre(id: id, name: tracks[0].genreName, trackCount: tracks.count)
            }
            .sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        }
    }

    package func tracks(inGenre genreID: Int64) -> Single<[Track]> {
        let tracks = self.tracks
        return script.respond("tracks(inGenre: \(genreID))") {
            tracks.filter { $0.genreID == genreID }.sorted {
                ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id)
            }
        }
    }

    static func matches(_ query: String, in tracks: [Track]) -> [Track] {
        let words = query.split { !($0.isLetter || $0.isNumber) }.map { fold(String($0)) }
        guard !words.isEmpty else { return [] }
        func startsAWord(_ word: String, in text: String) -> Bool {
            text.split { !($0.isLetter || $0.isNumber) }.contains { fold(String($0)).hasPrefix(word) }
        }
        let found = tracks.filter { track in
            let fields = [track.title, track.artistName, track.albumTitle, track.composer ?? ""]
            return words.allSatisfy { word in fields.contains { startsAWord(word, in: $0) } }
        }
        let titleFirst = found.filter { track in words.allSatisfy { startsAWord($0, in: track.title) } }
        return titleFirst + found.filter { track in !titleFirst.contains(track) }
    }

    private static func fold(_ text: String) -> String {
        text.lowercased().applyingTransform(.stripDiacritics, reverse: false) ?? text.lowercased()
    }
}

/// A lookup in a catalog double that found nothing.
package enum CatalogLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No track has this identifier.
    case noTrack(Int64)

    package var description: String {
        switch self {
        case .noTrack(let id): "There is no track \(id) in the catalog."
        }
    }
}
