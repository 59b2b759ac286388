import Foundation
import ReactiveCore

/// The virtual clock scenarios run on: one tick is one millisecond, and work scheduled for now
/// runs at the same tick.
package final class ScenarioClock: VirtualTimeScheduler<MillisecondConverter> {
    package init() {
        super.init(initialClock: 0, converter: MillisecondConverter())
    }

    /// Runs `action` at `time` milliseconds.
    package func at(_ time: Int, _ action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }
}

/// Milliseconds of virtual time as real time.
package struct MillisecondConverter: VirtualTimeConverterType {
    package func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) / 1_000)
    }

    package func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 * 1_000).rounded())
    }

    package func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) / 1_000
    }

    package func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval * 1_000).rounded())
    }

    package func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    package func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
