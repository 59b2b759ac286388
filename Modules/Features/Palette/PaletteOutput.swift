/// The names of `PaletteView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a tap records an output (with the text `Transcripts` declares for it, `…Output.Text`)
/// or a test reads one.
package enum PaletteOutput: String, ViewOutput {
    /// `PaletteView.backgroundColor`.
    case backgroundColor

    /// `PaletteView.buttonTitle`.
    case buttonTitle
}

extension PaletteOutput {
    /// Whether the output is state or a one-shot event, and why:
    ///
    /// - `backgroundColor` is state: the color the view shows now: a rebuilt view must show the
    ///   same.
    /// - `buttonTitle` is state: what the next tap does, which follows from the color.
    package var kind: OutputKind {
        switch self {
        case .backgroundColor: .state
        case .buttonTitle: .state
        }
    }
}
