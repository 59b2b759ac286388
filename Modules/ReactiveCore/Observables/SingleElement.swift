extension ObservableType {
    /// Sends the sequence's only element as soon as it arrives, and completes with the sequence.
    ///
    /// Fails with ``RxError/moreThanOneElement`` when a second element arrives and with
    /// ``RxError/noElements`` when the sequence completes empty.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Sends the only element that satisfies `predicate`; see ``single()``.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { sink in
            var seen = false
            return { event in
                switch event {
                case .next(let element):
                    do {
                        guard try predicate(element) else { return }
                    } catch {
                        sink.forwardError(error)
                        return
                    }
                    if seen {
                        sink.forwardError(RxError.moreThanOneElement)
                        return
                    }
                    seen = true
                    sink.forward(event)
                case .error(let error):
                    sink.forwardError(error)
                case .completed:
                    seen ? sink.forwardCompleted() : sink.forwardError(RxError.noElements)
                }
            }
        }
    }
}
