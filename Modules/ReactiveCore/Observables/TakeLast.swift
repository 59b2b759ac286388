extension ObservableType {
    /// Sends the last `count` elements when the sequence completes, then completes.
    ///
    /// - Parameter count: How many of the last elements to send.
    public func takeLast(_ count: Int) -> Observable<Element> {
        lift { sink in
            var buffer = Queue<Element>()
            return { event in
                switch event {
                case .next(let element):
                    guard count > 0 else { return }
                    buffer.enqueue(element)
                    if buffer.count > count { _ = buffer.dequeue() }
                case .error(let error):
                    sink.forwardError(error)
                case .completed:
                    while let element = buffer.dequeue() { sink.forward(.next(element)) }
                    sink.forwardCompleted()
                }
            }
        }
    }
}
