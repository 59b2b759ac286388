/// The names of `GenresView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a view records an output or a test reads one.
package enum GenresOutput: String, CaseIterable, Sendable {
    /// `GenresView.genres`.
    case genres

    /// `GenresView.isLoading`.
    case isLoading

    /// `GenresView.errorMessage`.
    case errorMessage

    /// `GenresView.message`.
    case message
}
