extension ObservableType {
    /// Sends the element at `index` (from zero), then completes.
    ///
    /// Fails with ``RxError/argumentOutOfRange`` if the sequence completes before it.
    public func element(at index: Int) -> Observable<Element> {
        guard index >= 0 else { return .error(RxError.argumentOutOfRange) }
        return lift { sink in
            var remaining = index
            return { event in
                switch event {
                case .next:
                    if remaining == 0 {
                        sink.forward(event)
                        sink.forwardCompleted()
                    }
                    remaining -= 1
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardError(RxError.argumentOutOfRange)
                }
            }
        }
    }
}
