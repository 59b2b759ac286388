import Synchronization

/// The state of `flatMapLatest` and `switchLatest`: only the newest inner sequence is
/// subscribed; a new outer element disposes the previous inner subscription before the next
/// one starts, and a sequence that completes, inner or outer, is disposed at once (as in RxSwift).
///
/// Events are forwarded under `lock`, which serializes them; subscribing and disposing the inner
/// sequences happens after it is released, as in RxSwift, so that this lock is never held while
/// another operator's is taken on the way up.
///
/// The state below is read and written only under `lock`, never across a call out, so its
/// run-time exclusivity checks (tens of instructions per access in release builds, ten accesses
/// per element) are turned off.
final class SwitchSink<Result>: Sink<Result> {
    private let lock = RecursiveLock()
    @exclusivity(unchecked) private var inner = DisposableSlot()
    @exclusivity(unchecked) private var latestID = 0
    /// The id of the last inner sequence to complete, written under the lock and also read without
    /// it: when an inner sequence completes during its own subscription (`just`, say), nothing is
    /// left to store, and the lock need not be taken again to find that out.
    private let completedID = Atomic<Int>(0)
    @exclusivity(unchecked) private var hasLatest = false
    @exclusivity(unchecked) private var outerStopped = false
    /// An inner observer whose sequence is over and that nothing else references any more, kept
    /// for the next inner sequence: an inner sequence that completes during its own subscription
    /// (`flatMapLatest { .just($0) }`) then costs no allocation here. Only the outer sequence's
    /// event handler touches it, and the grammar serializes those.
    @exclusivity(unchecked) private var spareObserver: SwitchInnerObserver<Result>?

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
                    if inner.isEmpty {
                        lock.unlock()
                    } else {
                        let previous = inner.take()
                        lock.unlock()
                        previous.dispose()
                    }
                    switchTo(observable, id: id)
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

    /// Subscribes `observable` as inner `id`, once the previous inner subscription is disposed;
    /// called without the lock.
    private func switchTo(_ observable: Observable<Result>, id: Int) {
        var observer = spareObserver.take() ?? SwitchInnerObserver()
        observer.attach(to: self, id: id)
        let subscription = observable.run(observer.on)
        if completedID.load(ordering: .acquiring) == id {
            subscription.dispose()
            // Over: if the inner sequence let go of the observer too, the next one can have it.
            if isKnownUniquelyReferenced(&observer) {
                observer.detach()
                spareObserver = observer
            }
            return
        }
        lock.lock()
        let keep = id == latestID && hasLatest && !isDisposed
        if keep { inner.store(subscription) }
        lock.unlock()
        if !keep { subscription.dispose() }
    }

    /// An event of inner sequence `id`, through its ``SwitchInnerObserver``.
    func innerOn(_ event: Event<Result>, id: Int) {
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
            let completes = outerStopped
            // The finished inner subscription is disposed before the completion is sent, as
            // in RxSwift; with the outer one stopped, nothing can start another inner meanwhile.
            // (An inner sequence that completes during its own subscription was never stored.)
            if inner.isEmpty {
                lock.unlock()
            } else {
                let finished = inner.take()
                lock.unlock()
                finished.dispose()
            }
            if completes {
                lock.performLocked { forwardCompleted() }
            }
        }
    }

    override func disposeResources() {
        lock.lock()
        let inner = inner.take()
        lock.unlock()
        inner.dispose()
    }
}
