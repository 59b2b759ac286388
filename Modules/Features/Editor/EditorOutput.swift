/// The names of `EditorView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a view records an output or a test reads one.
package enum EditorOutput: String, CaseIterable, Sendable {
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
