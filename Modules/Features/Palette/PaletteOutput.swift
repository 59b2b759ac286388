/// The names of `PaletteView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a view records an output or a test reads one.
package enum PaletteOutput: String, CaseIterable, Sendable {
    /// `PaletteView.backgroundColor`.
    case backgroundColor

    /// `PaletteView.buttonTitle`.
    case buttonTitle
}
