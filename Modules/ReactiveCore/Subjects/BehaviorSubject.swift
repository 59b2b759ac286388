/// A subject that holds a current value and sends it to each new subscriber first.
///
/// ```swift
/// let name = BehaviorSubject(value: "")
/// name.onNext("Ada")
/// try name.value()   // "Ada"
/// ```
public final class BehaviorSubject<Element>: SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    /// The type of observer this subject is.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    private let tracker = ResourceTracker()
    private let core: SubjectCore<Element>

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        core = SubjectCore(bufferSize: 1, initial: [value], replaysAfterTermination: false)
        #if DEBUG
            Hooks.subjectCreated(self)
        #endif
    }

    /// A subject the core makes for itself (a relay's, an operator's): not handed to a subject
    /// creation handler (`Hooks.withSubjectCreationHandler`), which sees the subjects its
    /// callers make.
    init(value: Element, unannounced: Void) {
        core = SubjectCore(bufferSize: 1, initial: [value], replaysAfterTermination: false)
    }

    /// The current value.
    ///
    /// - Throws: The error that ended the subject, or ``RxError/disposed(object:)``.
    public func value() throws -> Element {
        let latest = core.latest
        if latest.isDisposed { throw RxError.disposed(object: self) }
        if let error = latest.error { throw error }
        // The buffer of a behavior subject always holds its current value until it is disposed.
        return latest.element!
    }

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Makes an element the current value and sends it; ignored after a terminal event or dispose.
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Subscribes `observer`, which first receives the current value.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(observer.on, owner: self)
    }

    /// The subject as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable { handler in self.core.subscribe(handler, owner: self) }
    }

    /// The subject's observer side.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Releases the subscribers; later use fails with ``RxError/disposed(object:)``.
    public func dispose() {
        core.dispose()
    }
}
