/// The completion bookkeeping of `combineLatest`, shared by every arity.
///
/// Each source's latest element lives in its handler's captures; this sink counts which sources
/// have an element and which have completed. Events from all sources are serialized by `lock`,
/// and the counts below are touched only under it, in accesses that never call out, so their
/// run-time exclusivity checks are turned off (see ``GuardedVariable``).
final class CombineLatestSink<Result>: Sink<Result> {
    let lock = RecursiveLock()
    @exclusivity(unchecked) private var hasElement: [Bool]
    @exclusivity(unchecked) private var isDone: [Bool]
    @exclusivity(unchecked) private var elementCount = 0
    @exclusivity(unchecked) private var doneCount = 0
    private let subscriptions = CompositeDisposable()

    init(arity: Int, observer: @escaping (Event<Result>) -> Void) {
        hasElement = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer)
        setUpstream(subscriptions)
    }

    func add(_ subscription: Disposable) {
        _ = subscriptions.insert(subscription)
    }

    /// Source `index` sent an element; sends `result()` once every source has one.
    func next(_ index: Int, result: () throws -> Result) {
        if !hasElement[index] {
            hasElement[index] = true
            elementCount += 1
        }
        if elementCount == hasElement.count {
            do {
                forward(.next(try result()))
            } catch {
                forwardError(error)
            }
        } else if isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
            forwardCompleted()
        }
    }

    /// Source `index` completed; the result completes when every source has.
    func done(_ index: Int) {
        guard !isDone[index] else { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == isDone.count {
            forwardCompleted()
        }
    }

    /// Subscribes source `index`, storing its elements with `store`. A source that completes is
    /// unsubscribed at once, as in RxSwift, while the others go on.
    func subscribe<Element>(
        _ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void,
        result: @escaping () throws -> Result
    ) {
        let subscription = SingleAssignmentDisposable()
        add(subscription)
        subscription.setDisposable(
            source.run { [self] event in
                // A completed source is unsubscribed before, not while, the lock is held.
                if case .completed = event { subscription.dispose() }
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        store(element)
                        next(index, result: result)
                    case .error(let error):
                        forwardError(error)
                    case .completed:
                        done(index)
                    }
                }
            })
    }
}
