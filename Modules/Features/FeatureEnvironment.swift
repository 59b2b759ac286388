import ReactiveCore
import Services

/// What the features need from outside: the services and the scheduler that times them.
package struct FeatureEnvironment {
    /// The catalog.
    package let catalog: CatalogService
    /// The user's library.
    package let library: LibraryService
    /// The scheduler for debouncing and other timing (the main scheduler in the apps, a test
    /// scheduler in tests and scripted runs).
    package let scheduler: SchedulerType

    package init(catalog: CatalogService, library: LibraryService, scheduler: SchedulerType) {
        self.catalog = catalog
        self.library = library
        self.scheduler = scheduler
    }
}
