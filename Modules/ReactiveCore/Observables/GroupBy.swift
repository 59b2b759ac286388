extension ObservableType {
    /// Splits the elements into groups by key: sends a ``GroupedObservable`` the first time a key
    /// appears, then every element with that key to that group.
    ///
    /// The source stays subscribed while the outer subscription or any group's subscription
    /// lives; a terminal event goes to every group, then downstream, and ends the source's
    /// subscription. A group subscribed late misses the elements sent before (groups are hot).
    ///
    /// - Parameter keySelector: The key of an element; what it throws fails the sequence and
    ///   every group.
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Observable<GroupedObservable<Key, Element>> { observer in
            let sink = Sink(observer: observer)
            let upstream = SingleAssignmentDisposable()
            let shared = RefCountDisposable(disposable: upstream)
            var groups: [Key: PublishSubject<Element>] = [:]

            /// Ends every group and the sequence with `error`, or with completion when `nil`.
            func end(_ error: Swift.Error?) {
                for group in groups.values {
                    if let error { group.onError(error) } else { group.onCompleted() }
                }
                groups = [:]
                if let error { sink.forwardError(error) } else { sink.forwardCompleted() }
                upstream.dispose()
            }

            sink.setUpstream(shared)
            upstream.setDisposable(
                source.run { event in
                    let element: Element
                    switch event {
                    case .next(let next): element = next
                    case .error(let error): return end(error)
                    case .completed: return end(nil)
                    }
                    let key: Key
                    do { key = try keySelector(element) } catch { return end(error) }
                    if let group = groups[key] {
                        group.onNext(element)
                        return
                    }
                    let group = PublishSubject<Element>(unannounced: ())
                    groups[key] = group
                    let elements = group.asObservable().holdingReference(of: shared)
                    sink.forward(.next(GroupedObservable(key: key, source: elements)))
                    group.onNext(element)
                })
            return sink
        }
    }
}
