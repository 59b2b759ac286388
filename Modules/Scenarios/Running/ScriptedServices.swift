import Features
import ReactiveCore
import ScriptedServices
import ServicesLive
import Storage

extension FeatureEnvironment {
    /// The services a scripted run uses: the live ones over `database` (an in-memory copy of
    /// the catalog), answering at once on the run's clock, with `script`'s latencies and failures
    /// around them; changes are saved at the clock's time, and a search shows its first 10 results
    /// so that transcripts stay readable.
    package static func scripted(
        database: AppDatabase, script: ServiceScript, clock: ScenarioClock
    ) -> FeatureEnvironment {
        FeatureEnvironment(
            catalog: ScriptedCatalogService(
                LiveCatalogService(database: database, work: CurrentThreadScheduler.instance, searchLimit: 10),
                script: script),
            library: ScriptedLibraryService(
                LiveLibraryService(
                    database: database, scheduler: clock, work: CurrentThreadScheduler.instance, pollInterval: nil,
                    clock: { clock.now }),
                script: script),
            scheduler: clock)
    }
}
