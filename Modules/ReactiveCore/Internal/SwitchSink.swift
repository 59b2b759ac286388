import Synchronization

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
    /// The id of the last inner sequence to complete, written under the lock and also read without
    /// it: when an inner sequence completes during its own subscription (`just`, say), nothing is
    /// left to store, and the lock need not be taken again to find that out.
    private let completedID = Atomic<Int>(0)
    private var hasLatest = false
    private var outerStopped = false

    /// Subscribes the outer sequence, mapping its elements to inner sequences with `selector`.
    ///
    /// The lock is taken and released by hand rather than with `performLocked`, whose generic
    /// tuple results would cost a metadata lookup per element.
    func run<Source>(_ outer: Observable<Source>, selector: @escaping (Source) throws -> Observable<Result>) {
        let subscription = SingleAssignmentDisposable()
        setUpstream(subscription)
        subscription.setDisposable(
            outer.run { [self] event in
                switch event {
                case .next(let element):
                    lock.lock()
                    let observable: Observable<Result>
                    do {
                        observable = try selector(element)
                    } catch {
                        forwardError(error)
                        lock.unlock()
                        return
                    }
                    latestID &+= 1
                    let id = latestID
                    hasLatest = true
                    let previous = inner
                    inner = nil
                    lock.unlock()
                    switchTo(observable, id: id, previous: previous)
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
            lock.lock()
            guard id == latestID else {
                lock.unlock()
                return
            }
            switch event {
            case .next:
                forward(event)
                lock.unlock()
            case .error(let error):
                forwardError(error)
                lock.unlock()
            case .completed:
                hasLatest = false
                completedID.store(id, ordering: .releasing)
                let finished = inner
                inner = nil
                let completes = outerStopped
                lock.unlock()
                // The finished inner subscription is disposed before the completion is sent, as
                // in RxSwift; with the outer one stopped, nothing can start another inner meanwhile.
                finished?.dispose()
                if completes {
                    lock.performLocked { forwardCompleted() }
                }
            }
        }
        if completedID.load(ordering: .acquiring) == id {
            subscription.dispose()
            return
        }
        lock.lock()
        let keep = id == latestID && hasLatest && !isDisposed
        if keep { inner = subscription }
        lock.unlock()
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
