/// The names of `LibraryView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a view records an output or a test reads one.
package enum LibraryOutput: String, CaseIterable, Sendable {
    /// `LibraryView.items`.
    case items

    /// `LibraryView.errorMessage`.
    case errorMessage

    /// `LibraryView.openEditor`.
    case openEditor
}
