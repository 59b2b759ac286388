import Features
import Foundation
import ReactiveCore
import Services
import ServicesLive
import Storage

/// An app's services, built once: the composition root of the terminal UI.
///
/// The app makes one catalog service and one library service over its database, and every pane
/// gets a ``counted()`` view of them. The library's favorites are one observation, shared by
/// whoever watches them (seven panes showing the library poll the database once, not seven times).
///
/// ```swift
/// let services = AppServices.live(database: database, scheduler: MainScheduler.instance)
/// let pane = services.counted()  // pane.environment for its view models, pane.calls for its status line
/// ```
package final class AppServices {
    /// The catalog every pane shares.
    package let catalog: CatalogService
    /// The library every pane shares, its favorites observed once.
    package let library: LibraryService
    /// Timing (debounce, polling) and where the favorites are delivered.
    package let scheduler: SchedulerType
    /// What async models sleep on.
    package let clock: any Clock<Duration>

    /// Services over `catalog` and `library`, as they are (a test's own, say); the library's
    /// favorites are shared.
    package init(
        catalog: CatalogService, library: LibraryService, scheduler: SchedulerType,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.catalog = catalog
        self.library = library.sharingFavorites()
        self.scheduler = scheduler
        self.clock = clock
    }

    /// The live services over `database`.
    ///
    /// - Parameters:
    ///   - database: What the services read and write.
    ///   - scheduler: Timing (debounce, polling) and where the favorites are delivered.
    ///   - work: Where the services read and write the database: one serial queue each when `nil`.
    ///   - pollInterval: How often the favorites look for other processes' changes.
    ///   - clock: What async models sleep on.
    package static func live(
        database: AppDatabase, scheduler: SchedulerType, work: ImmediateSchedulerType? = nil,
        pollInterval: RxTimeInterval? = .milliseconds(500), clock: any Clock<Duration> = ContinuousClock()
    ) -> AppServices {
        AppServices(
            catalog: .live(database: database, work: work),
            library: .live(database: database, scheduler: scheduler, work: work, pollInterval: pollInterval),
            scheduler: scheduler, clock: clock)
    }

    /// The same services with their calls counted, their answers delivered on ``scheduler`` (the
    /// main thread, in the app, whichever queue did the work): what one pane's view models get.
    package func counted() -> CountedServices {
        let calls = CallCounter()
        return CountedServices(
            environment: FeatureEnvironment(
                catalog: catalog.counted(by: calls), library: library.counted(by: calls), scheduler: scheduler,
                clock: clock
            ).answering(on: scheduler),
            counter: calls)
    }
}
