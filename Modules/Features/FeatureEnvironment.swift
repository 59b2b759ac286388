import ReactiveCore
import Services

/// What the features need from outside: the services, the scheduler that times the reactive
/// styles and the clock that times the async one.
package struct FeatureEnvironment {
    /// The catalog.
    package let catalog: CatalogService
    /// The user's library.
    package let library: LibraryService
    /// The scheduler for debouncing and other timing (the main scheduler in the apps, a test
    /// scheduler in tests and scripted runs).
    package let scheduler: SchedulerType
    /// The clock async models sleep on (a continuous clock in the apps, the run's virtual clock in
    /// scripted runs, a test clock in tests).
    package let clock: any Clock<Duration>
    /// The catalog, awaited: made once, here, over ``catalog``.
    package let catalogClient: any CatalogClient
    /// The library, awaited: made once, here, over ``library``.
    package let libraryClient: any LibraryClient

    /// The services `catalog` and `library`, timed by `scheduler` and `clock`; the awaited
    /// clients are made over the same services unless given (a test's own).
    package init(
        catalog: CatalogService, library: LibraryService, scheduler: SchedulerType,
        clock: any Clock<Duration> = ContinuousClock(), catalogClient: (any CatalogClient)? = nil,
        libraryClient: (any LibraryClient)? = nil
    ) {
        self.catalog = catalog
        self.library = library
        self.scheduler = scheduler
        self.clock = clock
        self.catalogClient = catalogClient ?? AwaitedCatalog(catalog)
        self.libraryClient = libraryClient ?? AwaitedLibrary(library)
    }
}
