#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replays elements to a new subscriber without holding the lock of what it subscribed to, while
/// keeping the replay ahead of the live events and the subscriber's events serialized.
///
/// The subscriber is registered with ``on(_:)`` under the sharing operator's lock, then
/// ``replay(_:to:)`` runs after that lock is released: live events that arrive meanwhile are queued
/// and delivered after the replay, by the replaying thread. Once the queue is empty, live events
/// go straight through, and the operator can register the bare handler in the gate's place.
///
/// The handler, the queue and the gate's own mutex share one allocation (as ``LockedState``'s
/// value and mutex do): every subscription to a `BehaviorSubject` or a relay needs a gate, and a
/// subject keeps its last one for the next subscriber when nothing else holds it (``park()``,
/// ``reuse(for:)``).
final class ReplayGate<Element>: ManagedBuffer<ReplayGateHeader<Element>, pthread_mutex_t> {
    /// Makes a gate in front of `handler`, closed until its replay is done.
    static func make(_ handler: @escaping (Event<Element>) -> Void) -> ReplayGate<Element> {
        let gate = unsafeDowncast(
            create(minimumCapacity: 1) { _ in ReplayGateHeader(handler: handler) }, to: ReplayGate<Element>.self)
        gate.withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_init(mutex, nil)
        }
        return gate
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_destroy(mutex)
        }
    }

    /// Readies a gate that nothing else holds for a new subscriber: closed again, in front of
    /// `handler`. Its queue is empty (its last replay delivered it).
    func reuse(for handler: @escaping (Event<Element>) -> Void) {
        withUnsafeMutablePointers { header, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            header.pointee.handler = handler
            header.pointee.state.isReplaying = true
        }
    }

    /// Lets go of the handler, so that a gate kept for reuse does not keep its last subscriber
    /// alive.
    func park() {
        withUnsafeMutablePointers { header, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            header.pointee.handler = { _ in }
        }
    }

    /// Runs `body` on the state under the mutex.
    private func withLock<Result>(_ body: (inout ReplayGateState<Element>) -> Result) -> Result {
        withUnsafeMutablePointers { header, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&header.pointee.state)
        }
    }

    /// The handler, read under the mutex: it never changes, but an access to the header's state
    /// is an access to the whole header, which the thread sanitizer sees race with an unlocked
    /// read beside it.
    private var handler: (Event<Element>) -> Void {
        withUnsafeMutablePointers { header, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return header.pointee.handler
        }
    }

    /// A live event: queued while the replay runs, delivered at once after it.
    func on(_ event: Event<Element>) {
        let deliverNow = withLock { state -> Bool in
            guard state.isReplaying else { return true }
            state.queued.append(event)
            return false
        }
        if deliverNow { handler(event) }
    }

    /// Delivers `elements`, then the live events queued meanwhile, then opens the gate.
    ///
    /// - Parameter handler: The handler the gate was made with, which its subscriber holds: passed
    ///   in, it is not read from the header (a lock taken and released, and a retain).
    func replay(_ elements: [Element], to handler: (Event<Element>) -> Void) {
        for element in elements {
            handler(.next(element))
        }
        deliverQueued(to: handler)
    }

    private func deliverQueued(to handler: (Event<Element>) -> Void) {
        while true {
            let queued = withLock { state -> [Event<Element>] in
                if state.queued.isEmpty {
                    state.isReplaying = false
                    return []
                }
                defer { state.queued = [] }
                return state.queued
            }
            if queued.isEmpty { return }
            for event in queued {
                handler(event)
            }
        }
    }
}

/// What a ``ReplayGate`` holds beside its mutex: the handler, set when the gate is made or reused,
/// and the state the mutex guards.
struct ReplayGateHeader<Element> {
    var handler: (Event<Element>) -> Void
    var state = ReplayGateState<Element>()
}

/// The part of a ``ReplayGate`` its mutex guards.
struct ReplayGateState<Element> {
    var isReplaying = true
    var queued: [Event<Element>] = []
}
