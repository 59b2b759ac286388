import ReactiveCore
import ReactiveTesting

/// What a view was shown on one output (or on several, in the order shown), each value with the
/// time it came (from `now`, in milliseconds: a test clock's or a test scheduler's): the tests' one
/// way to record what a view showed.
package final class Shown<Value> {
    /// The values shown so far, in order, with their times.
    package private(set) var values: [(time: Int, value: Value)] = []
    private let now: () -> Int

    /// Records values at the times `now` tells (0 when the test does not care).
    package init(_ now: @escaping () -> Int = { 0 }) {
        self.now = now
    }

    /// A binder that records what it is given, at the clock's time, on the current thread.
    package var binder: Binder<Value> {
        binder { $0 }
    }

    /// A binder that records each value it is given as `label` writes it: several outputs bound
    /// to one `Shown` keep the order they were shown in across them (`"A even true"`, then
    /// `"A label phase 1"`).
    package func binder<Input>(_ label: @escaping (Input) -> Value) -> Binder<Input> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { shown, input in
            shown.values.append((shown.now(), label(input)))
        }
    }

    /// The values shown, as a testable observer's events: compared with `.next(time, value)`.
    package var events: [Recorded<Event<Value>>] {
        values.map { .next($0.time, $0.value) }
    }
}
