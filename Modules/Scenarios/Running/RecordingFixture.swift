import Transcripts

/// The fixture of a run that needs no services: a ``ScenarioClock`` and a recorder of what views
/// are shown, timed by it, with the one way to step the clock. A run over the catalog plays on a
/// ``RunFixture``, which is one with the catalog and the services added.
///
/// ```swift
/// let fixture = RecordingFixture()
/// let screen = await fixture.act { make() }
/// await fixture.play { screen = OnScreen(make(), on: view) }
/// ```
@MainActor
package class RecordingFixture {
    /// The run's virtual clock.
    package let clock: ScenarioClock
    /// What the run's views are shown, timed by ``clock``.
    package let recorder: TranscriptRecorder

    /// A fixture at time 0.
    package convenience init() {
        self.init(clock: ScenarioClock())
    }

    /// A fixture on `clock`, which nothing has run yet.
    init(clock: ScenarioClock) {
        self.clock = clock
        recorder = Self.recorder(timedBy: clock)
    }

    /// Another recorder of what a view is shown, timed by ``clock`` from now: a second view's.
    package func makeRecorder() -> TranscriptRecorder {
        Self.recorder(timedBy: clock)
    }

    private static func recorder(timedBy clock: ScenarioClock) -> TranscriptRecorder {
        TranscriptRecorder(now: { [clock] in clock.clock })
    }

    /// Does `body` with Drivers and Signals delivering synchronously on the clock, as on an app's
    /// main thread, then lets the run settle (`VirtualTimeScheduler.act(timedBy:_:)`).
    package func act<Result>(_ body: () throws -> Result) async rethrows -> Result {
        try await clock.act(body)
    }

    /// Does `body` as ``act(_:)`` does, then plays the clock until nothing is left to do.
    package func play(_ body: () -> Void) async {
        clock.onStage(body)
        await run()
    }

    /// Plays the clock's work due by `end` (all of it when `nil`), each item in a stage of its
    /// own, the run settling after each (`VirtualTimeScheduler.run(until:stagesTimedBy:)`).
    package func run(until end: Int? = nil) async {
        await clock.run(until: end)
    }
}
