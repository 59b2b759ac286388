import Domain
import Features

extension LibraryOutput {
    /// How transcripts write the library's outputs: declared once, for every recording tap.
    package enum Text {
        /// Each favorite's title and artist, quoted, between brackets.
        package static let items = OutputText<[LibraryItem]>.list(LibraryOutput.items) {
            $0.map { Format.titleAndArtist($0.track) }
        }
        /// The message quoted, or `nil`.
        package static let errorMessage = OutputText<String?>(LibraryOutput.errorMessage, Rendering.optional)
        /// The track's title and artist, quoted.
        package static let openEditor = OutputText<Track>(LibraryOutput.openEditor) {
            Rendering.quoted(Format.titleAndArtist($0))
        }
    }
}
