import Domain
import ReactiveCore
import Services

extension GenresRules {
    /// The phases of one load: loading, then the genres or the failure's message.
    package static func load(from catalog: CatalogService) -> Observable<Phase> {
        catalog.genres().asObservable()
            .map { .loaded($0) }
            .catch { .just(.failed(failureMessage($0))) }
            .startWith(.loading)
    }
}
