/// Replays elements to a new subscriber without holding the lock of what it subscribed to, while
/// keeping the replay ahead of the live events and the subscriber's events serialized.
///
/// The subscriber is registered with ``on(_:)`` under the sharing operator's lock, then
/// ``replay(_:)`` runs after that lock is released: live events that arrive meanwhile are queued
/// and delivered after the replay, by the replaying thread. Once the queue is empty, live events
/// go straight through, and the operator can register the bare handler in the gate's place.
final class ReplayGate<Element> {
    private struct State {
        var isReplaying = true
        var queued: [Event<Element>] = []
    }

    private let handler: (Event<Element>) -> Void
    private let state = LockedState(State())

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    /// A live event: queued while the replay runs, delivered at once after it.
    func on(_ event: Event<Element>) {
        let deliverNow = state.withLock { state -> Bool in
            guard state.isReplaying else { return true }
            state.queued.append(event)
            return false
        }
        if deliverNow { handler(event) }
    }

    /// Delivers `elements`, then the live events queued meanwhile, then opens the gate.
    func replay(_ elements: [Element]) {
        for element in elements {
            handler(.next(element))
        }
        while true {
            let queued = state.withLock { state -> [Event<Element>] in
                if state.queued.isEmpty { state.isReplaying = false }
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
