import Domain
import Features

extension GenresOutput {
    /// How transcripts write the genres' outputs: declared once, for every recording tap.
    package enum Text {
        /// Each genre's name, quoted, between brackets.
        package static let genres = OutputText<[Genre]>.list(GenresOutput.genres) { $0.map(\.name) }
        /// `true` or `false`.
        package static let isLoading = OutputText<Bool>(GenresOutput.isLoading) { "\($0)" }
        /// The message quoted, or `nil`.
        package static let errorMessage = OutputText<String?>(GenresOutput.errorMessage, Rendering.optional)
        /// The message, quoted.
        package static let message = OutputText<String>(GenresOutput.message, Rendering.quoted)
    }
}
