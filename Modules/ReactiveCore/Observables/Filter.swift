extension ObservableType {
    /// Keeps the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: The sequence of passing elements.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { sink in
            { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) {
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

    /// Drops every element and keeps only the terminal event.
    public func ignoreElements() -> Observable<Never> {
        lift { sink in
            { event in
                switch event {
                case .next: break
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
