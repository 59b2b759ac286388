extension ObservableType {
    /// Creates a sequence from a subscribe function that sends events to an observer.
    ///
    /// The observer enforces the grammar: events after a terminal event are ignored, and a
    /// terminal event disposes what `subscribe` returned.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Runs for each subscription; returns what cancels it.
    /// - Returns: The sequence.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable { observer in
            let sink = CreateSink(observer: observer)
            sink.setUpstream(subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

/// Guards the observer handed to a `create` closure.
final class CreateSink<Element>: Sink<Element> {
    #if DEBUG
        /// Reports events that overlap here (debug builds only), as RxSwift's
        /// `AnonymousObservableSink`, on top of the sink's own.
        private let synchronizationTracker = SynchronizationTracker()
    #endif

    func on(_ event: Event<Element>) {
        #if DEBUG
            synchronizationTracker.register()
            defer { synchronizationTracker.unregister() }
        #endif
        switch event {
        case .next:
            if !isStopped { forward(event) }
        case .error, .completed:
            if markStopped() { forwardTerminal(event) }
        }
    }
}
