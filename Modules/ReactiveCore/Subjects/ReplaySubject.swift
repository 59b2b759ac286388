/// A subject that replays its latest elements (all, or up to a buffer size) to each new
/// subscriber, followed by its terminal event if it has one.
public final class ReplaySubject<Element>: SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    /// The type of observer this subject is.
    public typealias SubjectObserverType = ReplaySubject<Element>

    private let tracker = ResourceTracker()
    private let core: SubjectCore<Element>

    private init(bufferSize: Int, announced: Bool) {
        core = SubjectCore(bufferSize: bufferSize, replaysAfterTermination: true)
        #if DEBUG
            if announced { Hooks.subjectCreated(self) }
        #endif
    }

    /// Creates a subject that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(0, bufferSize), announced: true)
    }

    /// Creates a subject that replays every element it has received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: .max, announced: true)
    }

    /// ``create(bufferSize:)`` for the core itself (a relay's, an operator's): not handed to a
    /// subject creation handler (`Hooks.withSubjectCreationHandler`), which sees the subjects
    /// its callers make.
    static func create(bufferSize: Int, unannounced: Void) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize == .max ? .max : max(0, bufferSize), announced: false)
    }

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Records and sends `event`; ignored after a terminal event or dispose.
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Subscribes `observer`, which first receives the replayed elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(observer.on, owner: self)
    }

    /// The subject as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable { handler in self.core.subscribe(handler, owner: self) }
    }

    /// The subject's observer side.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Releases the subscribers and the buffer; later use fails with ``RxError/disposed(object:)``.
    public func dispose() {
        core.dispose()
    }
}
