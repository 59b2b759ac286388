/// The queue bookkeeping of `zip`, shared by every arity.
///
/// Each source's queued elements live in its handler's captures; this sink counts them and which
/// sources have completed. As in RxSwift 6, a source that completes is unsubscribed at once, and
/// the result completes when every source has (elements queued by the others are not sent), or,
/// for a collection, when an element arrives that can never be paired.
/// Events from all sources are serialized by `lock`.
final class ZipSink<Result>: Sink<Result> {
    let lock = RecursiveLock()
    private var queued: [Int]
    private var isDone: [Bool]
    private let subscriptions = CompositeDisposable()

    /// Whether an element that can never be paired completes the result: RxSwift's `zip` of a
    /// collection does that when every other source has completed; its fixed-arity `zip` waits
    /// for every source to complete.
    private let completesWhenUnpairable: Bool

    init(arity: Int, completesWhenUnpairable: Bool = false, observer: @escaping (Event<Result>) -> Void) {
        self.completesWhenUnpairable = completesWhenUnpairable
        queued = Array(repeating: 0, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer)
        setUpstream(subscriptions)
    }

    /// Source `index` queued an element; sends `result()` (which dequeues one of each) when
    /// every queue has one.
    private func next(_ index: Int, result: () throws -> Result) {
        queued[index] += 1
        guard queued.allSatisfy({ $0 > 0 }) else {
            // The others have all completed, one of them with nothing queued.
            if completesWhenUnpairable && isDone.count(where: { $0 }) == isDone.count - 1 {
                forwardCompleted()
            }
            return
        }
        for queue in queued.indices { queued[queue] -= 1 }
        do {
            forward(.next(try result()))
        } catch {
            forwardError(error)
        }
    }

    private func done(_ index: Int) {
        isDone[index] = true
        if isDone.allSatisfy({ $0 }) {
            forwardCompleted()
        }
    }

    /// Subscribes source `index`, queueing its elements with `enqueue`.
    func subscribe<Element>(
        _ source: Observable<Element>, index: Int, enqueue: @escaping (Element) -> Void,
        result: @escaping () throws -> Result
    ) {
        let subscription = SingleAssignmentDisposable()
        _ = subscriptions.insert(subscription)
        subscription.setDisposable(
            source.run { [self] event in
                // A completed source is unsubscribed before, not while, the lock is held.
                if case .completed = event { subscription.dispose() }
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        enqueue(element)
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

/// A first-in, first-out queue with amortized constant-time removal from the front.
struct Queue<Element> {
    private var storage: [Element] = []
    private var head = 0

    var isEmpty: Bool { head == storage.count }
    var count: Int { storage.count - head }

    mutating func enqueue(_ element: Element) {
        storage.append(element)
    }

    mutating func dequeue() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        head += 1
        if head > 32 && head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
