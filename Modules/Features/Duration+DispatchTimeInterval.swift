import Foundation

extension Duration {
    /// `interval` as a duration (`.never` as the longest one): the rules state their timings once,
    /// as the reactive styles' schedulers take them, and the async style sleeps for the same.
    package init(_ interval: DispatchTimeInterval) {
        switch interval {
        case .seconds(let seconds): self = .seconds(seconds)
        case .milliseconds(let milliseconds): self = .milliseconds(milliseconds)
        case .microseconds(let microseconds): self = .microseconds(microseconds)
        case .nanoseconds(let nanoseconds): self = .nanoseconds(nanoseconds)
        case .never: self = .seconds(Int64.max)
        @unknown default: self = .seconds(Int64.max)
        }
    }
}
