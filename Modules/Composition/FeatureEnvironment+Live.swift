import Features
import ReactiveCore
import Services
import ServicesLive
import Storage

extension FeatureEnvironment {
    /// The live services over `database`: the bundle the composition roots make (the terminal UI
    /// once, sharing its favorites; the pitfall lab's probes on real threads).
    ///
    /// ```swift
    /// let services = FeatureEnvironment.live(database: database, scheduler: MainScheduler.instance)
    ///     .sharingFavorites().answering(on: MainScheduler.instance)
    /// let pane = services.counted(by: CallCounter())  // one pane's
    /// ```
    ///
    /// - Parameters:
    ///   - database: What the services read and write.
    ///   - scheduler: Timing (debounce, polling) and where the favorites are delivered.
    ///   - work: Where the services read and write the database: one serial queue each when `nil`.
    ///   - pollInterval: How often the favorites look for other processes' changes (never when
    ///     `nil`).
    ///   - clock: What async models sleep on.
    package static func live(
        database: AppDatabase, scheduler: SchedulerType, work: ImmediateSchedulerType? = nil,
        pollInterval: RxTimeInterval? = .milliseconds(500), clock: any Clock<Duration> = ContinuousClock()
    ) -> FeatureEnvironment {
        FeatureEnvironment(
            catalog: .live(database: database, work: work),
            library: .live(database: database, scheduler: scheduler, work: work, pollInterval: pollInterval),
            scheduler: scheduler, clock: clock)
    }

    /// The same services, the library's favorites one shared observation (seven panes showing
    /// the library poll the database once, not seven times): the first watcher starts it, the
    /// latest value is replayed to the next ones, and it stops when the last one leaves.
    package func sharingFavorites() -> FeatureEnvironment {
        var library = self.library
        let shared = library.favorites().share(replay: 1, scope: .whileConnected)
        library.favorites = { shared }
        return FeatureEnvironment(catalog: catalog, library: library, scheduler: scheduler, clock: clock)
    }
}
