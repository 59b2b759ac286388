extension ObservableType {
    /// Drops the first `count` elements.
    ///
    /// - Parameter count: How many elements to drop.
    public func skip(_ count: Int) -> Observable<Element> {
        lift { sink in
            var remaining = count
            return { event in
                if case .next = event, remaining > 0 {
                    remaining -= 1
                    return
                }
                sink.forwardAndEndOnStop(event)
            }
        }
    }

    /// Drops elements while `predicate` holds, then sends everything.
    ///
    /// - Parameter predicate: Whether to keep dropping.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { sink in
            var skipping = true
            return { event in
                switch event {
                case .next(let element):
                    if skipping {
                        do {
                            skipping = try predicate(element)
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        if skipping { return }
                    }
                    sink.forward(event)
                case .error, .completed:
                    sink.forwardTerminal(event)
                }
            }
        }
    }
}
