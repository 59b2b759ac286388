/// The names of `LibraryView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a tap records an output (with the text `Transcripts` declares for it, `…Output.Text`)
/// or a test reads one.
package enum LibraryOutput: String, ViewOutput {
    /// `LibraryView.items`.
    case items

    /// `LibraryView.errorMessage`.
    case errorMessage

    /// `LibraryView.openEditor`.
    case openEditor
}

extension LibraryOutput {
    /// Whether the output is state or a one-shot event, and why:
    ///
    /// - `items` is state: the favorites the view lists now.
    /// - `errorMessage` is state: what went wrong with the latest change, shown "until the next
    ///   change succeeds" (the contract).
    /// - `openEditor` is an event: a navigation: opened again for a rebuilt view, it would push an
    ///   editor the user did not ask for.
    package var kind: OutputKind {
        switch self {
        case .items: .state
        case .errorMessage: .state
        case .openEditor: .event
        }
    }
}
