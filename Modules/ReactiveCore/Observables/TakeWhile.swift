/// Whether the element that ends `take(while:)` or `take(until:)` is sent.
public enum TakeBehavior: Sendable {
    /// The element that ends the sequence is sent too.
    case inclusive
    /// The element that ends the sequence is not sent.
    case exclusive
}

extension ObservableType {
    /// Sends elements while `predicate` holds, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Whether to keep sending.
    ///   - behavior: Whether the first failing element is sent before completing.
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    )
        -> Observable<Element>
    {
        take(until: { try !predicate($0) }, behavior: behavior)
    }

    /// Sends elements until `predicate` holds for one, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Whether this element ends the sequence.
    ///   - behavior: Whether the element that ends it is sent.
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    )
        -> Observable<Element>
    {
        lift { sink in
            { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) {
                            if behavior == .inclusive { sink.forward(event) }
                            sink.forwardCompleted()
                        } else {
                            sink.forward(event)
                        }
                    } catch {
                        sink.forwardError(error)
                    }
                case .error, .completed:
                    sink.forwardTerminal(event)
                }
            }
        }
    }
}
