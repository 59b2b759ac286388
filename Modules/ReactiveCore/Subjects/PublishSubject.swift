/// A subject that sends each event to the observers subscribed at that moment.
///
/// After a terminal event, new subscribers receive only that terminal event. It is safe to send
/// events and subscribe from several threads; events sent concurrently are delivered as they come,
/// so serialize them yourself (for example with `observe(on:)` a serial scheduler) when order
/// matters.
public final class PublishSubject<Element>: SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    /// The type of observer this subject is.
    public typealias SubjectObserverType = PublishSubject<Element>

    private let tracker = ResourceTracker()
    private let core = SubjectCore<Element>(bufferSize: 0, replaysAfterTermination: false)

    /// Creates a subject.
    public init() {
        #if DEBUG
            Hooks.subjectCreated(self)
        #endif
    }

    /// A subject the core makes for itself (a relay's, an operator's): not handed to a subject
    /// creation handler (`Hooks.withSubjectCreationHandler`), which sees the subjects its
    /// callers make.
    init(unannounced: Void) {}

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Sends `event` to the current subscribers; ignored after a terminal event or dispose.
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Subscribes `observer`; after a terminal event it receives only that event.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(observer.on, owner: self)
    }

    /// The subject as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable { handler in self.core.subscribe(handler, owner: self) }
    }

    /// The subject's observer side.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Releases the subscribers; later use fails with ``RxError/disposed(object:)``.
    public func dispose() {
        core.dispose()
    }
}
