import ReactiveCore

/// What a decorator does to every call a service answers: count it, log it, script its latency and
/// failure, hold it. One generic method, so that the decorators' calls are named once, in
/// ``CatalogService/intercepted(by:)`` and ``LibraryService/intercepted(by:)``, and not again by
/// each decorator (a Swift closure cannot be generic; a protocol's method can).
package protocol CallInterceptor {
    /// `answer`, the service's answer to `call` (described as `method(argument)`, as a call log
    /// shows it), with what this decorator does to it.
    func intercept<Value>(_ call: String, _ answer: Single<Value>) -> Single<Value>
}

extension CatalogService {
    /// The same catalog, every call's answer passed through `interceptor`.
    package func intercepted(by interceptor: some CallInterceptor) -> CatalogService {
        CatalogService(
            search: { interceptor.intercept("search(\($0))", self.search($0)) },
            track: { interceptor.intercept("track(\($0))", self.track($0)) },
            genres: { interceptor.intercept("genres()", self.genres()) })
    }
}

extension LibraryService {
    /// The same library, every call's answer passed through `interceptor`; the favorites, observed
    /// rather than called, are untouched.
    package func intercepted(by interceptor: some CallInterceptor) -> LibraryService {
        LibraryService(
            favorites: favorites, entry: { interceptor.intercept("entry(\($0))", self.entry($0)) },
            save: { interceptor.intercept("save(\($0), \($1.stars), \($2))", self.save($0, $1, $2)) },
            toggleFavorite: { interceptor.intercept("toggleFavorite(\($0))", self.toggleFavorite($0)) })
    }
}
