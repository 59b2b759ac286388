import Domain
import ReactiveCore
import Services

extension SearchRules {
    /// The phases of one search: nothing for an empty query; otherwise searching, then the
    /// answer or the failure's message.
    package static func search(_ query: String, catalog: CatalogService) -> Observable<Phase> {
        guard !query.isEmpty else { return .just(.idle) }
        return catalog.search(query).asObservable()
            .map { .loaded($0) }
            .catch { .just(.failed(failureMessage($0))) }
            .startWith(.loading)
    }
}
