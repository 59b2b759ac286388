import AppOptions
import ArgumentParser
import Dispatch
import Foundation
import Synchronization

/// A command that plays under a time limit, and what the limit bounds in it.
protocol TimeLimited {
    /// What one limit bounds, for the option's help: "the run", "each comparison", ….
    static var timeLimited: String { get }
}

/// How long a command's run may take: a run that never finishes (a task that is never resumed, a
/// view model that never settles) ends the command with an error instead of a hang.
///
/// Its help says what the limit bounds in `Command`: one run, each comparison, the whole matrix.
struct TimeLimitOption<Command: TimeLimited>: ParsableArguments {
    @Option(
        help: """
            Give up, with exit status 3, if \(Command.timeLimited) has not finished after this many \
            seconds.
            """)
    var timeLimit: Double = 300

    func validate() throws {
        guard timeLimit > 0, timeLimit.isFinite else {
            throw ValidationError("--time-limit takes a number of seconds above 0, not \(timeLimit)")
        }
    }

    /// Runs `work` on the main actor from the main thread; once the limit has passed without it
    /// finishing, prints why and throws exit status 3.
    ///
    /// The main thread turns the main run loop, which sleeps until the main queue has a job (a
    /// main-actor job is one) and returns after running it; it also wakes every 100 ms to check the
    /// limit. This is why the commands are not `AsyncParsableCommand`s: on
    /// Linux an async `main` hands the main thread to `dispatchMain()`, which parks it and drains
    /// the main queue on a worker thread, so main-actor code would run off the main thread that
    /// the main scheduler (as RxSwift's) and pitfall 14 require.
    ///
    /// A run that keeps the main thread busy never lets the loop check: a watchdog on a queue of
    /// its own ends the process 5 s after the limit. It is a dispatch timer, not a task, since a
    /// scenario run sends every task's jobs to the main actor; and whichever of the loop and the
    /// watchdog claims the outcome first is the only one to act on it.
    func run<Value: Sendable>(_ what: String, _ work: @escaping @MainActor () async throws -> Value) throws -> Value {
        let message = "bindery: error: \(what) did not finish within \(timeLimit) s (--time-limit)"
        let outcome = Outcome<Value>()
        let deadline = Date(timeIntervalSinceNow: timeLimit)
        let watchdog = Self.watchdog(outcome, message)
        DispatchQueue(label: "bindery.time-limit").asyncAfter(deadline: .now() + timeLimit + 5, execute: watchdog)
        defer { watchdog.cancel() }
        Task { @MainActor in
            let result: Result<Value, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            outcome.finish(result)
        }
        while true {
            if let result = outcome.result { return try result.get() }
            if Date() >= deadline, outcome.timeOut() {
                printError(message)
                throw ExitCode(3)
            }
            _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.1)))
        }
    }

    /// What ends the process when the main thread never came back to check the limit.
    private static func watchdog<Value>(_ outcome: Outcome<Value>, _ message: String) -> DispatchWorkItem {
        DispatchWorkItem {
            guard outcome.timeOut() else { return }
            fflush(nil)
            printError(message)
            _exit(3)
        }
    }
}

/// How a run ended, claimed once: by its result, or by the time limit.
private final class Outcome<Value: Sendable>: Sendable {
    private enum State {
        case running
        case finished(Result<Value, any Error>)
        case timedOut
    }

    private let state = Mutex(State.running)

    /// The run's result, once it has finished in time.
    var result: Result<Value, any Error>? {
        state.withLock { state in
            if case .finished(let result) = state { return result }
            return nil
        }
    }

    /// Records the run's result, unless the time limit came first.
    func finish(_ result: Result<Value, any Error>) {
        state.withLock { state in
            if case .running = state { state = .finished(result) }
        }
    }

    /// Claims the outcome for the time limit; `false` if the run finished first.
    func timeOut() -> Bool {
        state.withLock { state in
            guard case .running = state else { return false }
            state = .timedOut
            return true
        }
    }
}
