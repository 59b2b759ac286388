import Domain
import Features

extension EditorOutput {
    /// How transcripts write the editor's outputs: declared once, for every recording tap.
    package enum Text {
        /// The title, quoted.
        package static let title = OutputText<String>(EditorOutput.title, Rendering.quoted)
        /// `{rating: 3, note: "…"}`.
        package static let draft = OutputText<EntryDraft>(EditorOutput.draft, Rendering.draft)
        /// `true` or `false`.
        package static let isSaveEnabled = OutputText<Bool>(EditorOutput.isSaveEnabled) { "\($0)" }
        /// The message quoted, or `nil`.
        package static let validationMessage = OutputText<String?>(EditorOutput.validationMessage, Rendering.optional)
        /// The result, quoted.
        package static let saveResult = OutputText<String>(EditorOutput.saveResult, Rendering.quoted)
        /// Nothing: the event is its own news.
        package static let close = OutputText<Void>(EditorOutput.close) { _ in "" }
    }
}
