import Synchronization

/// Whether a view was first shown a value on the main thread, told from whatever thread shows it,
/// and awaited by a task that gives up after a while. Its state is behind a mutex, so it may be
/// shared with the task that times the wait out.
final class ThreadWitness: Sendable {
    private let state = Mutex(State())

    private struct State {
        /// Whether the value was shown on the main thread, or `.none` once the wait timed out.
        var outcome: Bool??
        var waiter: CheckedContinuation<Bool?, Never>?
    }

    /// The view was shown the value on the main thread (`onMain`) or another; only the first
    /// counts.
    func record(onMain: Bool) {
        settle(onMain)
    }

    /// Records the first outcome and hands it to the waiting task, if one waits.
    private func settle(_ outcome: Bool?) {
        let waiter = state.withLock { state -> CheckedContinuation<Bool?, Never>? in
            guard state.outcome == nil else { return nil }
            state.outcome = .some(outcome)
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: outcome)
    }

    /// Whether the value was shown on the main thread, once it is, or `nil` after `timeout`.
    func onMain(within timeout: Duration) async -> Bool? {
        let timer = Task { [weak self] in
            try await Task.sleep(for: timeout)
            self?.settle(nil)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            let settled: Bool?? = state.withLock { state in
                if let outcome = state.outcome { return .some(outcome) }
                state.waiter = continuation
                return nil
            }
            if let settled { continuation.resume(returning: settled) }
        }
    }
}
