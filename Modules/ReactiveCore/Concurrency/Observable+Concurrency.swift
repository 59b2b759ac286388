extension ObservableConvertibleType {
    /// The elements as an async sequence: `for try await element in observable.values { … }`.
    ///
    /// Reading the property subscribes; the loop ends when the sequence completes and throws its
    /// error. Leaving the loop or cancelling the task disposes the subscription. Elements that
    /// arrive faster than the loop takes them are buffered, none is dropped.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        values(bufferingPolicy: .unbounded)
    }

    /// The elements as an async sequence that keeps what `bufferingPolicy` says of the elements
    /// the loop has not taken yet (`.bufferingNewest(1)`: only the latest); otherwise as
    /// `values`.
    package func values(
        bufferingPolicy: AsyncThrowingStream<Element, Swift.Error>.Continuation.BufferingPolicy
    ) -> AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream(bufferingPolicy: bufferingPolicy) { continuation in
            // `finish` after the stream has finished does nothing, so the dispose that follows
            // every terminal event leaves that event's outcome in place.
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() },
                onDisposed: { continuation.finish(throwing: CancellationError()) })
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}

extension AsyncSequence {
    /// An observable that iterates this sequence in a detached task for each subscription.
    ///
    /// The elements arrive on the task's thread. A thrown error fails the observable, a
    /// `CancellationError` completes it, and disposing the subscription cancels the task.
    ///
    /// - Parameter priority: The priority of the task.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        let sequence = UncheckedBox(self)
        return Observable.create { observer in
            let observer = UncheckedBox(observer)
            let task = Task.detached(priority: priority) {
                do {
                    for try await element in sequence.value {
                        guard !Task.isCancelled else { break }
                        observer.value.onNext(element)
                    }
                    observer.value.onCompleted()
                } catch is CancellationError {
                    observer.value.onCompleted()
                } catch {
                    observer.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
