import Domain
import Features

extension SearchOutput {
    /// How transcripts write the search's outputs: declared once, for every recording tap.
    package enum Text {
        /// Each track's title and artist, quoted, between brackets.
        package static let results = OutputText<[Track]>.list(SearchOutput.results) { $0.map(Format.titleAndArtist) }
        /// `true` or `false`.
        package static let isLoading = OutputText<Bool>(SearchOutput.isLoading) { "\($0)" }
        /// The message quoted, or `nil`.
        package static let errorMessage = OutputText<String?>(SearchOutput.errorMessage, Rendering.optional)
        /// The track's title and artist, quoted.
        package static let showTrack = OutputText<Track>(SearchOutput.showTrack) {
            Rendering.quoted(Format.titleAndArtist($0))
        }
    }
}
