extension ObservableType {
    /// Sends elements until `other` sends an element, then completes.
    ///
    /// `other` is subscribed first; its completion is ignored, its error ends the sequence.
    ///
    /// - Parameter other: The sequence whose first element ends this one.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable { observer in
            let sink = CompositeSink<Element>(observer: observer)
            let lock = RecursiveLock()
            sink.add(
                other.run { event in
                    lock.performLocked {
                        switch event {
                        case .next: sink.forwardCompleted()
                        case .error(let error): sink.forwardError(error)
                        case .completed: break
                        }
                    }
                })
            sink.add(
                source.run { event in
                    lock.performLocked {
                        sink.forwardAndEndOnStop(event)
                    }
                })
            return sink
        }
    }
}
