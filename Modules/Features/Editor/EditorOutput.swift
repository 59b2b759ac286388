/// The names of `EditorView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a tap records an output (with the text `Transcripts` declares for it, `…Output.Text`)
/// or a test reads one.
package enum EditorOutput: String, ViewOutput {
    /// `EditorView.title`.
    case title

    /// `EditorView.draft`.
    case draft

    /// `EditorView.isSaveEnabled`.
    case isSaveEnabled

    /// `EditorView.validationMessage`.
    case validationMessage

    /// `EditorView.saveResult`.
    case saveResult

    /// `EditorView.close`.
    case close
}

extension EditorOutput {
    /// Whether the output is state or a one-shot event, and why:
    ///
    /// - `title` is state: the track's title and artist, shown for as long as the editor is.
    /// - `draft` is state: the rating and note being edited: a rebuilt view must show the same
    ///   draft.
    /// - `isSaveEnabled` is state: whether saving is possible now, which follows from the draft.
    /// - `validationMessage` is state: what is wrong with the draft now, or `nil`: it stays until
    ///   the draft changes.
    /// - `saveResult` is an event: the outcome of one save, "reported once" (the contract): shown
    ///   again, it would announce a save the user did not make.
    /// - `close` is an event: a navigation: closing twice, or a rebuilt view closing again, would
    ///   leave a screen the user did not leave.
    package var kind: OutputKind {
        switch self {
        case .title: .state
        case .draft: .state
        case .isSaveEnabled: .state
        case .validationMessage: .state
        case .saveResult: .event
        case .close: .event
        }
    }
}
