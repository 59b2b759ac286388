/// The end of a chain: calls the closures given to `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// It enforces the grammar for its closures (nothing after a terminal event, nothing after
/// dispose) and runs `onDisposed` once, after a terminal event or on dispose, after upstream
/// has been disposed.
final class SubscriptionSink<Element>: Disposer {
    private let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    private let onDisposed: (() -> Void)?
    /// Where the subscription was made, for an unhandled error (see ``Hooks``); `nil` (which
    /// costs no reference counting) unless `Hooks.recordCallStackOnError` is on and no `onError`
    /// was given.
    private let callStack: [String]?
    #if DEBUG
        /// Reports events that overlap here (debug builds only), as the observer of RxSwift's
        /// `subscribe(onNext:onError:onCompleted:onDisposed:)`.
        private let synchronizationTracker = SynchronizationTracker()
    #endif

    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        callStack = onError == nil && Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : nil
    }

    func subscribe(to source: Observable<Element>) -> Disposable {
        // The method itself, not a closure calling it: one call less per event, and a closure
        // over one object needs no context allocation either way.
        setUpstream(source.run(on))
        return self
    }

    private func on(_ event: Event<Element>) {
        #if DEBUG
            synchronizationTracker.register()
            defer { synchronizationTracker.unregister() }
        #endif
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            guard markStopped() else { return }
            if let onError {
                onError(error)
            } else {
                Hooks.reportUnhandled(error, callStack: callStack ?? [])
            }
            dispose()
        case .completed:
            guard markStopped() else { return }
            onCompleted?()
            dispose()
        }
    }

    override func disposeResources() {
        onDisposed?()
    }
}
