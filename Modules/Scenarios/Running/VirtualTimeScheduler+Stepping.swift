import ReactiveCore

/// How a run steps a millisecond virtual clock from the main actor, written once for the scenario
/// runner and the pitfall probes (through ``RecordingFixture``) and for the terminal app's test harness
/// (on its test schedulers): what the user does happens in a synchronous stage, as on an app's
/// main thread, and between two items of the clock's queue the tasks the first woke run until
/// the run is quiescent (``ScenarioClock/settle(turns:)``).
extension VirtualTimeScheduler where Converter.VirtualTimeUnit == Int {
    /// Runs `body` as a synchronous stage of the run: Drivers and Signals made in it deliver on
    /// `timing` (this clock when `nil`), at once, as on an app's main thread.
    package func onStage<Result>(
        timedBy timing: SchedulerType? = nil, _ body: () throws -> Result
    ) rethrows
        -> Result
    {
        var result: Result?
        try SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: timing ?? self)) { result = try body() }
        // `mock` returns only after `body` has, with a result or an error.
        return result!
    }

    /// Does `body` (what the user, or a view controller, does) in a synchronous stage
    /// (``onStage(timedBy:_:)``), then lets the run settle: what it started (a model's task, a
    /// view's observation) runs as it would before the next thing the user does.
    @MainActor
    package func act<Result>(
        timedBy timing: SchedulerType? = nil, _ body: () throws -> Result
    ) async rethrows
        -> Result
    {
        let result = try onStage(timedBy: timing, body)
        await ScenarioClock.settle()
        return result
    }

    /// Runs the queue's work due by `end` (all of it when `nil`) one item at a time, each in a
    /// synchronous stage timed by `timing` (``onStage(timedBy:_:)``), and lets the run settle
    /// before the first and after each; then moves the clock to `end`.
    @MainActor
    package func run(until end: Int? = nil, stagesTimedBy timing: SchedulerType? = nil) async {
        await ScenarioClock.settle()
        while onStage(timedBy: timing, { runNext(until: end ?? .max) }) {
            await ScenarioClock.settle()
        }
        if let end { moveClock(to: end) }
    }
}
