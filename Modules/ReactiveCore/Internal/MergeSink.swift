/// The state of `merge`, `flatMap`, `flatMapFirst` and `concatMap`: an outer sequence whose
/// elements become inner sequences, all forwarded into one.
///
/// Inner sequences beyond `maxConcurrent` wait in a queue (or, when `dropWhileBusy`, are
/// dropped, which is `flatMapFirst`). The result completes once the outer sequence and every
/// inner one have completed; any error ends it.
///
/// Events are forwarded under `lock`, which serializes them, but an inner sequence is subscribed
/// after the lock is released, as in RxSwift: subscribing can block on another operator's lock
/// (or wait for a thread that needs this one), and holding ours meanwhile would invert the order
/// in which the two are taken.
final class MergeSink<Result>: Sink<Result> {
    private let lock = RecursiveLock()
    private let subscriptions = CompositeDisposable()
    private let maxConcurrent: Int
    private let dropWhileBusy: Bool
    private var active = 0
    private var waiting = Queue<Observable<Result>>()
    private var outerStopped = false
    private var outerKey: CompositeDisposable.DisposeKey?

    init(maxConcurrent: Int, dropWhileBusy: Bool = false, observer: @escaping (Event<Result>) -> Void) {
        self.maxConcurrent = maxConcurrent
        self.dropWhileBusy = dropWhileBusy
        super.init(observer: observer)
        setUpstream(subscriptions)
    }

    /// Subscribes the outer sequence, mapping its elements to inner sequences with `selector`.
    ///
    /// The lock is taken and released by hand rather than with `performLocked`, whose generic
    /// optional result would cost a metadata lookup per event.
    func run<Source>(_ outer: Observable<Source>, selector: @escaping (Source) throws -> Observable<Result>) {
        let outerSubscription = SingleAssignmentDisposable()
        outerKey = subscriptions.insert(outerSubscription)
        outerSubscription.setDisposable(
            outer.run { [self] event in
                switch event {
                case .next(let element):
                    lock.lock()
                    if dropWhileBusy && active > 0 {
                        lock.unlock()
                        return
                    }
                    let inner: Observable<Result>
                    do {
                        inner = try selector(element)
                    } catch {
                        forwardError(error)
                        lock.unlock()
                        return
                    }
                    guard active < maxConcurrent else {
                        waiting.enqueue(inner)
                        lock.unlock()
                        return
                    }
                    active += 1
                    lock.unlock()
                    subscribe(inner)
                case .error(let error):
                    lock.performLocked { forwardError(error) }
                case .completed:
                    // A sequence that ended is unsubscribed first, as in RxSwift, and without the lock.
                    if let outerKey { subscriptions.remove(for: outerKey) }
                    lock.performLocked {
                        outerStopped = true
                        if active == 0 && waiting.isEmpty {
                            forwardCompleted()
                        }
                    }
                }
            })
    }

    /// Subscribes an inner sequence already counted in `active`; called without the lock.
    private func subscribe(_ inner: Observable<Result>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = subscriptions.insert(subscription) else { return }
        subscription.setDisposable(
            inner.run { [self] event in
                switch event {
                case .next:
                    lock.performLocked { forward(event) }
                case .error(let error):
                    lock.performLocked { forwardError(error) }
                case .completed:
                    subscriptions.remove(for: key)
                    lock.lock()
                    let next = waiting.dequeue()
                    if next == nil {
                        active -= 1
                        if outerStopped && active == 0 {
                            forwardCompleted()
                        }
                    }
                    lock.unlock()
                    if let next { subscribe(next) }
                }
            })
    }
}
