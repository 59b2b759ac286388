/// The names of `SearchView`'s outputs, as transcripts, the spec and the probes write them: one
/// case per `Binder` of the contract, so a name is declared once and checked by the compiler
/// wherever a tap records an output (with the text `Transcripts` declares for it, `…Output.Text`)
/// or a test reads one.
package enum SearchOutput: String, ViewOutput {
    /// `SearchView.results`.
    case results

    /// `SearchView.isLoading`.
    case isLoading

    /// `SearchView.errorMessage`.
    case errorMessage

    /// `SearchView.showTrack`.
    case showTrack
}

extension SearchOutput {
    /// Whether the output is state or a one-shot event, and why:
    ///
    /// - `results` is state: the latest query's results, listed now.
    /// - `isLoading` is state: whether a search is in flight now.
    /// - `errorMessage` is state: what went wrong with the latest search, or `nil`.
    /// - `showTrack` is an event: a navigation: opened again for a rebuilt view, it would show a
    ///   track the user did not select again.
    package var kind: OutputKind {
        switch self {
        case .results: .state
        case .isLoading: .state
        case .errorMessage: .state
        case .showTrack: .event
        }
    }
}
