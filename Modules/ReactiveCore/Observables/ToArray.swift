extension ObservableType {
    /// Collects every element into an array, sent as a ``Single`` when the sequence completes.
    public func toArray() -> Single<[Element]> {
        Single(
            raw: lift { sink in
                var elements: [Element] = []
                return { event in
                    switch event {
                    case .next(let element):
                        elements.append(element)
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        sink.forward(.next(elements))
                        sink.forwardCompleted()
                    }
                }
            })
    }
}
