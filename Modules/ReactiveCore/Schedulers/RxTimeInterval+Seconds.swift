import Dispatch
import Foundation

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): TimeInterval(value)
        case .milliseconds(let value): TimeInterval(value) / 1_000
        case .microseconds(let value): TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): TimeInterval(value) / 1_000_000_000
        case .never: .infinity
        @unknown default: .infinity
        }
    }

    /// The interval in nanoseconds, saturating; `.never` is `Int.max`.
    var nanoseconds: Int {
        switch self {
        case .seconds(let value): value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .milliseconds(let value): value.multipliedReportingOverflow(by: 1_000_000).partialValue
        case .microseconds(let value): value.multipliedReportingOverflow(by: 1_000).partialValue
        case .nanoseconds(let value): value
        case .never: .max
        @unknown default: .max
        }
    }
}
