import ReactiveCore
import Services

/// What the features need from outside: the services, the scheduler that times the reactive
/// styles and the clock that times the async one.
///
/// The one bundle of services a style's `make…(environment:)` is given; it hands each view model
/// the services it calls. The async style awaits the same values (`catalog.awaited`,
/// `library.awaited`): there is no second client to make or to fake.
package struct FeatureEnvironment {
    /// The catalog.
    package var catalog: CatalogService
    /// The user's library.
    package var library: LibraryService
    /// The scheduler for debouncing and other timing (the main scheduler in the apps, a test
    /// scheduler in tests, the run's virtual clock in scripted runs).
    package let scheduler: SchedulerType
    /// The clock async models sleep on (a continuous clock in the apps, the run's virtual clock in
    /// scripted runs, a test clock in tests).
    package let clock: any Clock<Duration>

    /// The services `catalog` and `library`, timed by `scheduler` and `clock`.
    package init(
        catalog: CatalogService, library: LibraryService, scheduler: SchedulerType,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.catalog = catalog
        self.library = library
        self.scheduler = scheduler
        self.clock = clock
    }

    /// The same services, every call's answer passed through `interceptor` (the favorites,
    /// observed rather than called, untouched), timed as these are: how `counted(by:)` and
    /// `scripted(by:)` decorate the bundle.
    package func intercepted(by interceptor: some CallInterceptor) -> FeatureEnvironment {
        var environment = self
        environment.catalog = catalog.intercepted(by: interceptor)
        environment.library = library.intercepted(by: interceptor)
        return environment
    }
}
