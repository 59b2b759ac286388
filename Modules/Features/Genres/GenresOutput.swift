/// The names of `GenresView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a tap records an output (with the text `Transcripts` declares for it, `…Output.Text`)
/// or a test reads one.
package enum GenresOutput: String, ViewOutput {
    /// `GenresView.genres`.
    case genres

    /// `GenresView.isLoading`.
    case isLoading

    /// `GenresView.errorMessage`.
    case errorMessage

    /// `GenresView.message`.
    case message
}

extension GenresOutput {
    /// Whether the output is state or a one-shot event, and why:
    ///
    /// - `genres` is state: the list the view shows now.
    /// - `isLoading` is state: whether a load is in flight now.
    /// - `errorMessage` is state: what went wrong with the latest load, or `nil`: it stays until
    ///   the next load.
    /// - `message` is an event: a toast about one selection ("a one-shot message", the contract):
    ///   shown again, it would answer a selection the user did not make.
    package var kind: OutputKind {
        switch self {
        case .genres: .state
        case .isLoading: .state
        case .errorMessage: .state
        case .message: .event
        }
    }
}
