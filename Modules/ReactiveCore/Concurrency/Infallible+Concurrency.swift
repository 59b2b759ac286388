extension InfallibleType {
    /// The elements as an async sequence that cannot throw: `for await element in infallible.values`.
    ///
    /// Leaving the loop or cancelling the task disposes the subscription.
    public var values: AsyncStream<Element> {
        asObservable().nonThrowingValues
    }
}

extension ObservableType {
    /// The elements as an `AsyncStream`, for sources that cannot fail (errors end the loop).
    var nonThrowingValues: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = subscribe(
                onNext: { continuation.yield($0) },
                onDisposed: { continuation.finish() })
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}
