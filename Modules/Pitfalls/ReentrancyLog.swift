import ReactiveCore
import Synchronization

/// Counts the reentrancy anomalies the reactive core detects while a probe runs (debug builds
/// detect them, as RxSwift's do; release builds detect none).
///
/// It listens through the core's scoped handler, so only the anomalies of the probe's own task
/// are counted, and probes or tests running at the same time are neither counted nor disturbed.
final class ReentrancyLog: Sendable {
    private let counted = Mutex(0)

    /// How many reentrancy anomalies were detected while recording.
    var count: Int { counted.withLock { $0 } }

    /// Runs `body`, counting the reentrancy anomalies detected on this task meanwhile.
    func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Hooks.withSynchronizationAnomalyHandler(
            { [self] anomaly in
                if anomaly.kind == .reentrancy { counted.withLock { $0 += 1 } }
            }, body)
    }

    /// Runs `body`, counting the reentrancy anomalies detected on this task, and the tasks it
    /// starts, meanwhile.
    func recording<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Hooks.withSynchronizationAnomalyHandler(
            { [self] anomaly in
                if anomaly.kind == .reentrancy { counted.withLock { $0 += 1 } }
            }, body)
    }
}
