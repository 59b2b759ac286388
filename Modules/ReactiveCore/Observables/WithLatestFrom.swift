extension ObservableType {
    /// Combines each element with the latest element of `second`; elements that arrive before
    /// `second` has sent one are dropped.
    ///
    /// `second` is subscribed first. Its completion is ignored; its error ends the result.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is sampled.
    ///   - resultSelector: Combines an element with the latest of `second`.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        let first = asObservable()
        let second = second.asObservable()
        return Observable { observer in
            let sink = CompositeSink<Result>(observer: observer)
            let lock = RecursiveLock()
            var latest: Source.Element?
            let secondSubscription = SingleAssignmentDisposable()
            sink.add(secondSubscription)
            secondSubscription.setDisposable(
                second.run { event in
                    // Unsubscribed without the lock held: disposing may take other locks.
                    if case .completed = event { return secondSubscription.dispose() }
                    lock.performLocked {
                        switch event {
                        case .next(let element): latest = element
                        case .error(let error): sink.forwardError(error)
                        case .completed: break
                        }
                    }
                })
            sink.add(
                first.run { event in
                    lock.performLocked {
                        switch event {
                        case .next(let element):
                            guard let latest else { return }
                            do {
                                sink.forward(.next(try resultSelector(element, latest)))
                            } catch {
                                sink.forwardError(error)
                            }
                        case .error(let error): sink.forwardError(error)
                        case .completed: sink.forwardCompleted()
                        }
                    }
                })
            return sink
        }
    }

    /// Replaces each element with the latest element of `second`; see
    /// ``withLatestFrom(_:resultSelector:)``.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
