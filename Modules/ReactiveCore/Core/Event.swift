/// A single event in a sequence: an element, or one of the two terminal events.
///
/// A sequence follows the grammar `next* (error | completed)?`: any number of elements, then at
/// most one terminal event, after which nothing else is delivered.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with an error; nothing follows.
    case error(Swift.Error)
    /// The sequence finished successfully; nothing follows.
    case completed
}

extension Event {
    /// Whether this is a terminal event (`error` or `completed`).
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The element of a `next` event, or `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, or `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is the `completed` event.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; a thrown error becomes an `error` event.
    ///
    /// - Parameter transform: The transform applied to the element.
    /// - Returns: The transformed event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// A description such as `next(1)`, `error(…)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}

/// A type that can be converted to an ``Event``; lets extensions constrain on event-carrying sequences.
public protocol EventConvertible {
    /// The type of element in the event.
    associatedtype Element

    /// The event this value represents.
    var event: Event<Element> { get }
}
