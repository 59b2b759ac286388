import Foundation
import ReactiveCore
import Synchronization

/// Counts the reentrancy anomalies the reactive core detects on this thread while a probe runs
/// (debug builds detect them, as RxSwift's do; release builds detect none).
///
/// The core's handler is process-wide; while recording, anomalies from other threads go to the
/// handler that was installed before, so probes and tests running alongside are not counted.
final class ReentrancyLog: Sendable {
    private let counted = Mutex(0)

    /// How many reentrancy anomalies were detected on the recording thread.
    var count: Int { counted.withLock { $0 } }

    /// Runs `body` with the core's anomaly handler counting this thread's reentrancy anomalies.
    func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = Hooks.synchronizationAnomalyHandler
        let thread = ThreadIdentity.current
        Hooks.synchronizationAnomalyHandler = { [self] anomaly in
            guard anomaly.kind == .reentrancy, ThreadIdentity.current == thread else {
                previous(anomaly)
                return
            }
            counted.withLock { $0 += 1 }
        }
        defer { Hooks.synchronizationAnomalyHandler = previous }
        return try body()
    }
}

/// The calling thread, comparable across closures.
private enum ThreadIdentity {
    static var current: UInt { UInt(bitPattern: ObjectIdentifier(Thread.current).hashValue) }
}
