import Synchronization

/// The subscribers of a subject and its terminal state, behind one lock.
///
/// Events are sent outside the lock, to a snapshot of the subscribers taken under it, so a
/// subscriber may send the subject another event from inside its handler: that nested event is
/// delivered at once, depth-first, as in RxSwift. Arrays make the snapshot a reference-count
/// increment.
struct ObserverList<Element> {
    /// One subscriber's handler, wrapped so that the array stores the closure as declared.
    ///
    /// An array of bare closures stores each at the array's fully generic representation (its
    /// result returned indirectly too), so every handler went in wrapped in a reabstraction thunk
    /// that every event then went through: about ten instructions per subscriber per event.
    /// A struct field keeps the closure's own representation.
    struct Handler {
        /// What `insert` returned for it, to remove it by.
        let key: Int
        /// Receives the subscriber's events.
        let on: (Event<Element>) -> Void
    }

    /// The subscribers in the order they came, each with its key: one array, so that a list's
    /// first subscriber costs one allocation, not one for the keys and one for the handlers.
    private(set) var handlers: ContiguousArray<Handler> = []
    private var nextKey = 0

    var count: Int { handlers.count }

    mutating func insert(_ handler: @escaping (Event<Element>) -> Void) -> Int {
        let key = nextKey
        nextKey += 1
        handlers.append(Handler(key: key, on: handler))
        return key
    }

    /// Removes the handler registered under `key`, if any. It returns nothing: returning the
    /// handler as an optional closure wrapped it in a reabstraction thunk, an allocation for
    /// every unsubscription.
    mutating func remove(_ key: Int) {
        guard let index = handlers.firstIndex(where: { $0.key == key }) else { return }
        // The last handler, the usual one to leave (a view unbinding its only or newest
        // subscription), by `removeLast()`: `remove(at:)` goes through a general range
        // replacement, about 250 instructions more.
        if index == handlers.count - 1 {
            handlers.removeLast()
        } else {
            handlers.remove(at: index)
        }
    }

    /// Replaces the handler for `key`, if it is still registered.
    mutating func replace(_ key: Int, with handler: @escaping (Event<Element>) -> Void) {
        guard let index = handlers.firstIndex(where: { $0.key == key }) else { return }
        handlers[index] = Handler(key: key, on: handler)
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        handlers.removeAll(keepingCapacity: keepingCapacity)
    }
}

extension ContiguousArray {
    /// Sends `event` to every handler in the snapshot.
    @inline(__always)
    func dispatch<Value>(_ event: Event<Value>) where Element == ObserverList<Value>.Handler {
        for handler in self {
            handler.on(event)
        }
    }
}

/// Removes one subscriber from a subject or a shared connection when disposed, once.
///
/// `unsubscribe` is a closure made where the subject's element type is known, so the removal
/// runs specialized (an owner reached through a protocol would run generic code, looking up type
/// metadata on every call). Disposal is one atomic exchange: a lock here was an allocation and
/// a mutex per subscription.
final class SubjectSubscription: Disposable {
    private let tracker = ResourceTracker()
    private let key: Int
    private let isDisposed = Atomic<Bool>(false)
    /// Taken by the one `dispose()` that wins the exchange on `isDisposed`, so the exclusivity
    /// check guards nothing here.
    @exclusivity(unchecked) private var unsubscribe: ((Int) -> Void)?

    init(key: Int, unsubscribe: @escaping (Int) -> Void) {
        self.key = key
        self.unsubscribe = unsubscribe
    }

    func dispose() {
        guard !isDisposed.exchange(true, ordering: .acquiringAndReleasing), let unsubscribe else { return }
        self.unsubscribe = nil
        unsubscribe(key)
    }
}
