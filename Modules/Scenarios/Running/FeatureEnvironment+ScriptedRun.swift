import Composition
import Features
import ReactiveCore
import ScriptedServices
import Storage

extension FeatureEnvironment {
    /// A scripted run's services on `script`'s scheduler, the run's clock: live over `database`,
    /// working at once on the current thread and answering on the clock after `script`'s
    /// latencies, or failing where it says; async models sleep on `clock` (the same virtual time,
    /// as a Swift `Clock`). Changes are saved at the clock's time, and other processes are not
    /// polled.
    package static func scripted(
        database: AppDatabase, clock: any Clock<Duration>, script: ServiceScript
    ) -> FeatureEnvironment {
        let scheduler = script.scheduler
        return live(
            database: database, scheduler: scheduler, work: CurrentThreadScheduler.instance, pollInterval: nil,
            now: { scheduler.now }, clock: clock
        ).scripted(by: script)
    }
}
