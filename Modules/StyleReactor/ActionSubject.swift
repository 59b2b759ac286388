import Foundation
import ReactiveCore

/// Where a view sends its actions: a subject that only ever forwards elements, as ReactorKit's.
///
/// Like ReactorKit's, it is a plain class: a table of its observers behind a lock, to which each
/// element is forwarded; completion and errors are dropped, so a control that completes or fails
/// (`bind(to: reactor.action)` forwards its terminal event) cannot end the reactor's actions for
/// the other controls. It has none of a `PublishSubject`'s checks (no reentrancy warning, no
/// terminal state).
///
/// Two departures. The reactive core's rule: no lock is held while an observer is called.
/// ReactorKit 3.2.0 forwards each element under its `NSRecursiveLock`; here the observers are
/// read under the lock and called after it is released. So an element sent from an observer is
/// forwarded at once in both (ReactorKit's lock is recursive), and the reactor's own action
/// stream is serialized in both (it observes the subject on the reactor's scheduler, which queues
/// under a lock); but an observer subscribed to the subject directly may be called from two
/// threads at once here, and an observer disposed while an element is being forwarded may still
/// receive that element. And the observers are called in the order they subscribed
/// (ReactorKit's are the values of a dictionary, in no set order), so a run is reproducible.
package final class ActionSubject<Element>: ObservableType, ObserverType {
    private let lock = NSLock()
    private var nextKey = 0
    private var keys: [Int] = []
    private var observers: [(Event<Element>) -> Void] = []
    /// Counts the subject as a live resource while it exists, as ReactorKit's does in
    /// `TRACE_RESOURCES` builds. ReactorKit calls `Resources.incrementTotal()` and
    /// `decrementTotal()`; the core's tracker is the same count, released from the test scope it
    /// was counted in even when the reactor goes in an isolated `deinit` (the terminal app's).
    private let tracker = ResourceTracker()

    package init() {}

    package func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = lock.withLock {
            defer { nextKey += 1 }
            keys.append(nextKey)
            observers.append(observer.on)
            return nextKey
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            lock.withLock {
                guard let index = keys.firstIndex(of: key) else { return }
                keys.remove(at: index)
                observers.remove(at: index)
            }
        }
    }

    /// Forwards an element to every observer; ignores completion and errors.
    package func on(_ event: Event<Element>) {
        guard case .next = event else { return }
        let observers = lock.withLock { self.observers }
        for observer in observers {
            observer(event)
        }
    }
}
