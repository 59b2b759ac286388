/// The names of `SearchView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a view records an output or a test reads one.
package enum SearchOutput: String, CaseIterable, Sendable {
    /// `SearchView.results`.
    case results

    /// `SearchView.isLoading`.
    case isLoading

    /// `SearchView.errorMessage`.
    case errorMessage

    /// `SearchView.showTrack`.
    case showTrack
}
