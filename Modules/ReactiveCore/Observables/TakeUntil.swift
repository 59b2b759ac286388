extension ObservableType {
    /// Sends elements until `other` sends an element, then completes.
    ///
    /// `other` is subscribed first; its error ends the sequence; its completion without an element
    /// only unsubscribes from it (at once, as in RxSwift), and the elements go on.
    ///
    /// - Parameter other: The sequence whose first element ends this one.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable { observer in
            let sink = CompositeSink<Element>(observer: observer)
            let lock = RecursiveLock()
            let trigger = SingleAssignmentDisposable()
            sink.add(trigger)
            trigger.setDisposable(
                other.run { event in
                    // Unsubscribed without the lock held: disposing may take other locks.
                    if case .completed = event { return trigger.dispose() }
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
