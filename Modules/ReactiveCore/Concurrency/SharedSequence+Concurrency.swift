extension SharedSequence {
    /// The elements as an async sequence: `for await text in driver.values`.
    ///
    /// It is read on the main actor, like every other use of a driver or a signal. Leaving the
    /// loop or cancelling the task disposes the subscription.
    @MainActor public var values: AsyncStream<Element> {
        asObservable().nonThrowingValues
    }
}
