extension ObservableType {
    /// Mirrors whichever of `sequence`'s sources sends an event first, and drops the others.
    ///
    /// The first event of any kind decides: from then on only that source's events are sent, and
    /// every other source is disposed. An empty sequence never sends anything.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        return Observable { observer in
            let sink = AmbSink(observer: observer)
            for (index, source) in sources.enumerated() {
                sink.add(index, source.run { event in sink.on(event, from: index) })
            }
            return sink
        }
    }

    /// Mirrors this sequence or `right`, whichever sends an event first.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }
}

/// Picks the first source to send an event and disposes the others.
final class AmbSink<Element>: Sink<Element> {
    private let lock = RecursiveLock()
    private var subscriptions: [Int: Disposable] = [:]
    private var winner: Int?

    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
        // Dropping the subscriptions on dispose breaks the cycle through each source's sink,
        // which holds this sink as its observer.
        setUpstream(
            Disposables.create { [self] in
                lock.performLocked { () -> [Int: Disposable] in
                    defer { subscriptions = [:] }
                    return subscriptions
                }
                .values.forEach { $0.dispose() }
            })
    }

    func add(_ index: Int, _ subscription: Disposable) {
        let keep = lock.performLocked { () -> Bool in
            guard !isDisposed, winner == nil || winner == index else { return false }
            subscriptions[index] = subscription
            return true
        }
        if !keep { subscription.dispose() }
    }

    func on(_ event: Event<Element>, from index: Int) {
        let losers = lock.performLocked { () -> [Disposable] in
            guard winner == nil else { return [] }
            winner = index
            defer { subscriptions = subscriptions.filter { $0.key == index } }
            return subscriptions.filter { $0.key != index }.map(\.value)
        }
        losers.forEach { $0.dispose() }
        guard lock.performLocked({ winner == index }) else { return }
        forwardAndEndOnStop(event)
    }
}
