/// When a testable observable was subscribed and, if it was, unsubscribed.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The tick of subscription.
    public let subscribe: TestTime
    /// The tick of disposal, or `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription that has not been disposed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, .max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(subscribe: …, unsubscribe: …)`, with `Infinity` for an open subscription.
    public var debugDescription: String {
        let end = unsubscribe == .max ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe): \(end))"
    }
}
