extension ObservableType {
    /// Pairs each element with its index, from zero.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        lift { sink in
            var index = 0
            return { event in
                switch event {
                case .next(let element):
                    sink.forward(.next((index, element)))
                    index += 1
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
