/// The state of `flatMapLatest` and `switchLatest`: only the newest inner sequence is
/// subscribed; a new outer element disposes the previous inner subscription before the next
/// one starts, and a sequence that completes, inner or outer, is disposed at once (as in RxSwift).
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
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        do {
                            switchTo(try selector(element))
                        } catch {
                            forwardError(error)
                        }
                    case .error(let error):
                        forwardError(error)
                    case .completed:
                        outerStopped = true
                        subscription.dispose()
                        if !hasLatest { forwardCompleted() }
                    }
                }
            })
    }

    private func switchTo(_ observable: Observable<Result>) {
        latestID &+= 1
        let id = latestID
        hasLatest = true
        let previous = inner
        inner = nil
        previous?.dispose()
        let subscription = observable.run { [self] event in
            lock.performLocked {
                guard id == latestID else { return }
                switch event {
                case .next:
                    forward(event)
                case .error(let error):
                    forwardError(error)
                case .completed:
                    hasLatest = false
                    let finished = inner
                    inner = nil
                    finished?.dispose()
                    if outerStopped { forwardCompleted() }
                }
            }
        }
        if id == latestID && hasLatest && !isDisposed {
            inner = subscription
        } else {
            subscription.dispose()
        }
    }

    override func disposeResources() {
        let inner = lock.performLocked { () -> Disposable? in
            defer { self.inner = nil }
            return self.inner
        }
        inner?.dispose()
    }
}
