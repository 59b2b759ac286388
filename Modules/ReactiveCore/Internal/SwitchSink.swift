/// The state of `flatMapLatest` and `switchLatest`: only the newest inner sequence is
/// subscribed; a new outer element disposes the previous inner subscription before the next
/// one starts, and a sequence that completes, inner or outer, is disposed at once (as in RxSwift).
///
/// Events are forwarded under `lock`, which serializes them; subscribing and disposing the inner
/// sequences happens after it is released, as in RxSwift, so that this lock is never held while
/// another operator's is taken on the way up.
final class SwitchSink<Result>: Sink<Result> {
    private let lock = RecursiveLock()
    private var inner: Disposable?
    private var latestID = 0
    private var hasLatest = false
    private var outerStopped = false

    /// Subscribes the outer sequence, mapping its elements to inner sequences with `selector`.
    func run<Source>(_ outer: Observable<Source>, selector: @escaping (Source) throws -> Observable<Result>) {
        let subscription = SingleAssignmentDisposable()
        setUpstream(subscription)
        subscription.setDisposable(
            outer.run { [self] event in
                switch event {
                case .next(let element):
                    let next = lock.performLocked {
                        () -> (id: Int, observable: Observable<Result>, previous: Disposable?)? in
                        do {
                            let observable = try selector(element)
                            latestID &+= 1
                            hasLatest = true
                            defer { inner = nil }
                            return (latestID, observable, inner)
                        } catch {
                            forwardError(error)
                            return nil
                        }
                    }
                    if let next { switchTo(next.observable, id: next.id, previous: next.previous) }
                case .error(let error):
                    lock.performLocked { forwardError(error) }
                case .completed:
                    subscription.dispose()
                    lock.performLocked {
                        outerStopped = true
                        if !hasLatest { forwardCompleted() }
                    }
                }
            })
    }

    /// Disposes the previous inner subscription and subscribes `observable` as inner `id`;
    /// called without the lock.
    private func switchTo(_ observable: Observable<Result>, id: Int, previous: Disposable?) {
        previous?.dispose()
        let subscription = observable.run { [self] event in
            let finished = lock.performLocked { () -> (subscription: Disposable?, completes: Bool)? in
                guard id == latestID else { return nil }
                switch event {
                case .next:
                    forward(event)
                case .error(let error):
                    forwardError(error)
                case .completed:
                    hasLatest = false
                    defer { inner = nil }
                    return (inner, outerStopped)
                }
                return nil
            }
            // The finished inner subscription is disposed before the completion is sent, as in
            // RxSwift; with the outer one stopped, nothing can start another inner meanwhile.
            guard let finished else { return }
            finished.subscription?.dispose()
            if finished.completes {
                lock.performLocked { forwardCompleted() }
            }
        }
        let keep = lock.performLocked { () -> Bool in
            guard id == latestID && hasLatest && !isDisposed else { return false }
            inner = subscription
            return true
        }
        if !keep { subscription.dispose() }
    }

    override func disposeResources() {
        let inner = lock.performLocked { () -> Disposable? in
            defer { self.inner = nil }
            return self.inner
        }
        inner?.dispose()
    }
}
