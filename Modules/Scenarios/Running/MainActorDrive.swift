import CMainQueueJobCount
import ConcurrencyExtras

/// How a scripted run drives Swift concurrency deterministically: one run at a time, with every
/// job of every task on the main actor.
///
/// Once a run has played, swift-concurrency-extras' main serial executor sends the jobs the global
/// concurrent executor would run (a nonisolated step of a task, such as a clock's `sleep`) to the
/// main actor instead (it stays on: the process is a test runner or a command that plays runs; the
/// tests that must run without it, the async style's on real threads and a real clock, run in a
/// process of their own, `make test-swift`), so that the main dispatch queue holds all the work there is and
/// ``ScenarioClock/settle(turns:)`` can tell when it is done. Runs take turns: two runs on the main
/// actor at once would each wait for the other's jobs.
///
/// This is test tooling, used by the scenario runner (the spec, `bindery run`, `compare`,
/// `pitfalls`); the apps' own main actor is the main thread and nothing here is linked into the
/// terminal UI.
@MainActor
package enum MainActorDrive {
    private static var running = false
    private static var waiting: [CheckedContinuation<Void, Never>] = []
    /// Whether the current task already plays a run (a probe inside a run, say): it goes on.
    @TaskLocal private static var playing = false

    /// Runs `body` when no other run plays, with the main serial executor on. Called again from
    /// within `body` (a test playing the pitfall matrix inside a run), it runs the inner body at
    /// once, as part of the same run.
    package static func exclusively<Result>(_ body: @MainActor () async throws -> Result) async rethrows -> Result {
        if playing { return try await body() }
        if running {
            await withCheckedContinuation { waiting.append($0) }
        }
        running = true
        bindery_main_queue_count_start()
        useMainSerialExecutor()
        defer {
            if waiting.isEmpty {
                running = false
            } else {
                waiting.removeFirst().resume()
            }
        }
        return try await $playing.withValue(true) { try await body() }
    }

    /// Turns the main serial executor on, for good: other code in the process that turns it off
    /// when it is done (a test's `withMainSerialExecutor` that ran beside a run) would otherwise
    /// leave a run without it; the runner turns it on again each time it settles.
    static func useMainSerialExecutor() {
        uncheckedUseMainSerialExecutor = true
    }
}
