import Features
import Foundation
import ReactiveCore
import Services
import ServicesLive
import Storage

/// Services inside a script that logs every call and adds latencies and failures: the CLI's
/// scripted runs, the shared spec and the pitfall probes.
///
/// The apps do not use it: the terminal UI's services are built once by its composition root
/// (`AppServices`, in `Composition`) and counted per pane, with nothing between a call and the
/// database.
package struct ServiceStack {
    /// The services, as view models get them.
    package let environment: FeatureEnvironment
    /// The calls made so far, and the latencies and failures the stack adds.
    package let script: ServiceScript

    /// How many service calls were made through the stack.
    package var callCount: Int { script.callCount }

    /// Live services over `database` inside a script (a probe's services on background queues):
    /// reading and writing on `work` (background queues when `nil`), the favorites polled for
    /// other processes' changes every `pollInterval`.
    ///
    /// - Parameters:
    ///   - database: What the services read and write.
    ///   - scheduler: Timing (debounce, polling) and where the favorites are delivered.
    ///   - work: Where the services read and write the database (background queues when `nil`).
    ///   - answers: Where answers are delivered after `latencies` (`scheduler` when `nil`).
    ///   - latencies: The latency of each call in turn; the last one applies to later calls.
    ///   - pollInterval: How often the favorites look for other processes' changes (never when
    ///     `nil`).
    ///   - clock: What async models sleep on (the continuous clock, or a test's).
    package static func live(
        database: AppDatabase, scheduler: SchedulerType, work: ImmediateSchedulerType? = nil,
        answers: SchedulerType? = nil, latencies: [RxTimeInterval] = [.milliseconds(0)],
        pollInterval: RxTimeInterval? = .milliseconds(500), clock: any Clock<Duration> = ContinuousClock()
    ) -> ServiceStack {
        let script = ServiceScript(scheduler: answers ?? scheduler, latencies: latencies)
        return ServiceStack(
            environment: FeatureEnvironment(
                catalog: CatalogService.live(database: database, work: work).scripted(by: script),
                library: LibraryService.live(
                    database: database, scheduler: scheduler, work: work, pollInterval: pollInterval
                )
                .scripted(by: script),
                scheduler: scheduler, clock: clock),
            script: script)
    }

    /// A scripted run's services on `clock`: live over `database`, working at once on the
    /// current thread and answering on the clock after the script's latencies, or failing where
    /// it says; async models sleep on `taskClock` (the same virtual time, as a Swift `Clock`).
    /// Changes are saved at the clock's time, and other processes are not polled. A search
    /// shows as many results as in the apps (`CatalogSearch.resultLimit`).
    package static func scripted(
        database: AppDatabase, clock: SchedulerType, taskClock: any Clock<Duration>,
        latencies: [RxTimeInterval] = [.milliseconds(0)], failingCalls: Set<Int> = []
    ) -> ServiceStack {
        let work = CurrentThreadScheduler.instance
        let script = ServiceScript(scheduler: clock, latencies: latencies, failingCalls: failingCalls)
        return ServiceStack(
            environment: FeatureEnvironment(
                catalog: CatalogService.live(database: database, work: work).scripted(by: script),
                library: LibraryService.live(
                    database: database, scheduler: clock, work: work, pollInterval: nil, clock: { clock.now }
                ).scripted(by: script),
                scheduler: clock, clock: taskClock),
            script: script)
    }
}
