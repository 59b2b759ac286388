/// The calls a test's service received, in order, as `method(argument)`, each with its time when
/// the log has a clock (`search(bea) at 500`): the tests' one way to count calls.
package final class CallLog {
    /// The calls made so far, in order.
    package private(set) var calls: [String] = []
    private let clock: (() -> Int)?

    /// An empty log; `clock`, if given, tells the time each call is logged at (a test scheduler's
    /// `clock`, in virtual milliseconds).
    package init(clock: (() -> Int)? = nil) {
        self.clock = clock
    }

    /// Logs `call`, at the clock's time if the log has a clock.
    package func log(_ call: String) {
        calls.append(clock.map { "\(call) at \($0())" } ?? call)
    }

    /// The queries searched so far, in order.
    package var queries: [String] {
        calls.compactMap { call in
            guard call.hasPrefix("search("), let end = call.firstIndex(of: ")") else { return nil }
            return String(call[call.index(call.startIndex, offsetBy: "search(".count)..<end])
        }
    }
}
