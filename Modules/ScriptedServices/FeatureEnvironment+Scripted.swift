import Composition
import Features
import ReactiveCore
import Storage

extension FeatureEnvironment {
    /// The same services inside `script`, which logs every call and adds latencies and failures:
    /// the CLI's scripted runs, the shared spec and the pitfall probes.
    package func scripted(by script: ServiceScript) -> FeatureEnvironment {
        intercepted(by: script)
    }

    /// A scripted run's services on `script`'s scheduler, the run's clock: live over `database`,
    /// working at once on the current thread and answering on the clock after `script`'s
    /// latencies, or failing where it says; async models sleep on `taskClock` (the same virtual
    /// time, as a Swift `Clock`). Changes are saved at the clock's time, and other processes are
    /// not polled. A search shows as many results as in the apps (`CatalogSearch.resultLimit`).
    package static func scripted(
        database: AppDatabase, taskClock: any Clock<Duration>, script: ServiceScript
    ) -> FeatureEnvironment {
        let clock = script.scheduler
        return live(
            database: database, scheduler: clock, work: CurrentThreadScheduler.instance, pollInterval: nil,
            now: { clock.now }, clock: taskClock
        ).scripted(by: script)
    }
}
