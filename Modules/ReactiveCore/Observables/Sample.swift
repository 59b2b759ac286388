extension ObservableType {
    /// Sends the latest element, if a new one arrived, whenever `sampler` sends an element or
    /// completes.
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose events trigger sampling.
    ///   - defaultValue: Sent when sampling finds no new element; `nil` sends nothing.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Observable { observer in
            let sink = CompositeSink<Element>(observer: observer)
            let lock = RecursiveLock()
            var element: Element?
            var sourceEnded = false
            let sourceSubscription = SingleAssignmentDisposable()
            sink.add(sourceSubscription)
            sourceSubscription.setDisposable(
                source.run { event in
                    // Unsubscribed without the lock held: disposing may take other locks.
                    if case .completed = event { sourceSubscription.dispose() }
                    lock.performLocked {
                        switch event {
                        case .next(let next): element = next
                        case .error(let error): sink.forwardError(error)
                        case .completed: sourceEnded = true
                        }
                    }
                })
            sink.add(
                sampler.run { event in
                    lock.performLocked {
                        switch event {
                        case .next, .completed:
                            if let sampled = element ?? defaultValue {
                                element = nil
                                sink.forward(.next(sampled))
                            }
                            if sourceEnded { sink.forwardCompleted() }
                        case .error(let error):
                            sink.forwardError(error)
                        }
                    }
                })
            return sink
        }
    }
}
