/// The state of `merge`, `flatMap`, `flatMapFirst` and `concatMap`: an outer sequence whose
/// elements become inner sequences, all forwarded into one.
///
/// Inner sequences beyond `maxConcurrent` wait in a queue (or, when `dropWhileBusy`, are
/// dropped, which is `flatMapFirst`). The result completes once the outer sequence and every
/// inner one have completed; any error ends it.
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
    func run<Source>(_ outer: Observable<Source>, selector: @escaping (Source) throws -> Observable<Result>) {
        let outerSubscription = SingleAssignmentDisposable()
        outerKey = subscriptions.insert(outerSubscription)
        outerSubscription.setDisposable(
            outer.run { [self] event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        if dropWhileBusy && active > 0 { return }
                        do {
                            let inner = try selector(element)
                            if active < maxConcurrent {
                                subscribe(inner)
                            } else {
                                waiting.enqueue(inner)
                            }
                        } catch {
                            forwardError(error)
                        }
                    case .error(let error):
                        forwardError(error)
                    case .completed:
                        outerStopped = true
                        if let outerKey { subscriptions.remove(for: outerKey) }
                        if active == 0 && waiting.isEmpty {
                            forwardCompleted()
                        }
                    }
                }
            })
    }

    private func subscribe(_ inner: Observable<Result>) {
        active += 1
        let subscription = SingleAssignmentDisposable()
        guard let key = subscriptions.insert(subscription) else { return }
        subscription.setDisposable(
            inner.run { [self] event in
                lock.performLocked {
                    switch event {
                    case .next:
                        forward(event)
                    case .error(let error):
                        forwardError(error)
                    case .completed:
                        subscriptions.remove(for: key)
                        active -= 1
                        if let next = waiting.dequeue() {
                            subscribe(next)
                        } else if outerStopped && active == 0 {
                            forwardCompleted()
                        }
                    }
                }
            })
    }
}
