import AppOptions
import ArgumentParser
import Dispatch
import Foundation
import Synchronization

/// How long a command's run may take: a run that never finishes (a task that is never resumed, a
/// view model that never settles) ends the command with an error instead of a hang.
struct TimeLimitOption: ParsableArguments {
    @Option(help: "Give up, with exit status 3, on a run that has not finished after this many seconds.")
    var timeLimit: Double = 300

    func validate() throws {
        guard timeLimit > 0, timeLimit.isFinite else {
            throw ValidationError("--time-limit takes a number of seconds above 0, not \(timeLimit)")
        }
    }

    /// Runs `work` on the main actor from the main thread, or ends the process with status 3 and a
    /// message once the limit has passed without it finishing.
    ///
    /// The main thread turns the main run loop, which sleeps until the main queue has a job (a
    /// main-actor job is one) and returns after running it. It also wakes every 100 ms: on Linux a
    /// job queued from another thread while the main queue drains may not wake the run loop
    /// (pitfall 14, whose answers come from service threads, took 36 s instead of 5.8 without
    /// it); a wake-up with nothing to do costs nothing measurable. This is why the
    /// commands are not `AsyncParsableCommand`s: on Linux an async `main` hands the main thread to
    /// `dispatchMain()`, which parks it and drains the main queue on a worker thread, so main-actor
    /// code would run off the main thread that the main scheduler (as RxSwift's) and pitfall 14
    /// require. The watchdog is a dispatch timer on a queue of its own, not a task: a scenario run
    /// sends every task's jobs to the main actor (the main serial executor), where a run that never
    /// yields would starve a task too.
    func run<Value: Sendable>(_ what: String, _ work: @escaping @MainActor () async throws -> Value) throws -> Value {
        let watchdog = Self.watchdog(
            "bindery: error: \(what) did not finish within \(timeLimit.formatted()) s (--time-limit)")
        DispatchQueue(label: "bindery.time-limit").asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        defer { watchdog.cancel() }
        let outcome = Mutex<Result<Value, any Error>?>(nil)
        Task { @MainActor in
            let result: Result<Value, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
        }
        while true {
            if let result = outcome.withLock({ $0 }) { return try result.get() }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.1))
        }
    }

    /// What ends the process when the limit passes.
    private static func watchdog(_ message: String) -> DispatchWorkItem {
        DispatchWorkItem {
            printError(message)
            Foundation.exit(3)
        }
    }
}
