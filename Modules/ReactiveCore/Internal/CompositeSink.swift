/// A sink that owns several upstream subscriptions (one per source of a combining operator).
final class CompositeSink<Element>: Sink<Element> {
    private let subscriptions = CompositeDisposable()

    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
        setUpstream(subscriptions)
    }

    /// Adds a subscription, returning its key so it can be removed when its source ends.
    @discardableResult
    func add(_ subscription: Disposable) -> CompositeDisposable.DisposeKey? {
        subscriptions.insert(subscription)
    }

    /// Removes and disposes one subscription.
    func remove(_ key: CompositeDisposable.DisposeKey?) {
        if let key { subscriptions.remove(for: key) }
    }
}
