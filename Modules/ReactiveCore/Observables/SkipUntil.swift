extension ObservableType {
    /// Drops elements until `other` sends an element, then sends everything.
    ///
    /// As in RxSwift, the source completes silently if `other` never sent an element; an error from
    /// either ends the sequence.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable { observer in
            // Ends silently when the source completes before the gate opens (RxSwift's too).
            let downstream = ReleasableObserver(observer)
            let sink = CompositeSink<Element>(observer: downstream.on)
            let lock = RecursiveLock()
            var open = false
            sink.add(
                source.run { event in
                    lock.performLocked {
                        switch event {
                        case .next: if open { sink.forward(event) }
                        case .error: sink.forwardTerminal(event)
                        case .completed:
                            open ? sink.forwardCompleted() : sink.endSilently(releasing: downstream)
                        }
                    }
                })
            let otherSubscription = SingleAssignmentDisposable()
            sink.add(otherSubscription)
            otherSubscription.setDisposable(
                other.run { event in
                    lock.performLocked {
                        switch event {
                        case .next: open = true
                        case .error(let error): sink.forwardError(error)
                        case .completed: break
                        }
                    }
                    // Unsubscribed without the lock held: disposing may take other locks.
                    if event.error == nil { otherSubscription.dispose() }
                })
            return sink
        }
    }
}
