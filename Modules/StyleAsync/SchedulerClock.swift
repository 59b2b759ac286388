import Foundation
import ReactiveCore

/// A `Clock` whose time is a scheduler's: the main scheduler's in the apps, the virtual clock's in
/// scripted runs and tests, so that a model's `sleep` wakes at the same virtual tick as the other
/// styles' `debounce`.
package struct SchedulerClock: Clock, @unchecked Sendable {
    /// A point on the scheduler's clock.
    package struct Instant: InstantProtocol {
        /// Since 1970, as the scheduler's `now` counts.
        let sinceEpoch: Duration

        package func advanced(by duration: Duration) -> Instant {
            Instant(sinceEpoch: sinceEpoch + duration)
        }

        package func duration(to other: Instant) -> Duration {
            other.sinceEpoch - sinceEpoch
        }

        package static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.sinceEpoch < rhs.sinceEpoch
        }
    }

    // Schedulers do their own synchronization (ReactiveCore is Swift 5 and not annotated).
    private let scheduler: SchedulerType

    /// The clock of `scheduler`.
    package init(_ scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    /// The scheduler's time, to the microsecond (its `Date` is a `Double` of seconds: 0.3 s reads
    /// as 0.29999995 s, and a sleep must wake at the virtual tick it was asked for).
    package var now: Instant {
        Instant(sinceEpoch: .microseconds(Int64((scheduler.now.timeIntervalSince1970 * 1_000_000).rounded())))
    }

    package var minimumResolution: Duration { .milliseconds(1) }

    /// Sleeps on the scheduler: a timer scheduled on it, awaited through the core's `value`
    /// (cancelling the task disposes the timer and throws `CancellationError`).
    package func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let delay = now.duration(to: deadline)
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        guard nanoseconds > 0 else { return try Task.checkCancellation() }
        _ = try await Single<Int>.timer(.nanoseconds(nanoseconds), scheduler: scheduler).value
    }
}

extension Duration {
    /// `interval` as a duration (`.never` as the longest one).
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
