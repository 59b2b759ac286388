/// An observable with a narrower contract, told apart by its `Trait`: ``Single``, ``Maybe`` or
/// ``Completable``.
///
/// A trait wraps an ``Observable`` whose events it guarantees to follow the trait's rules, and
/// offers the operators that keep those rules.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    /// Wraps a source that already obeys the trait's rules.
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an ``Observable``.
    public func asObservable() -> Observable<Element> { source }
}

/// A type that is a ``PrimitiveSequence``; lets extensions constrain on the trait.
public protocol PrimitiveSequenceType {
    /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
    associatedtype Trait
    /// The element type.
    associatedtype Element

    /// The value as a ``PrimitiveSequence``.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequenceType {
    /// A trait made anew for every subscription by `factory`.
    public static func deferred(
        _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
    }

    /// Delays the element and terminal event by `dueTime`; see ``ObservableType/delay(_:scheduler:)``.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.delay(dueTime, scheduler: scheduler))
    }

    /// Delays the subscription by `dueTime`.
    public func delaySubscription(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: primitiveSequence.source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers events on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.subscribe(on: scheduler))
    }

    /// Continues with the trait `handler` returns for an error.
    public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catch { try handler($0).asObservable() })
    }

    /// Resubscribes after an error, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.retry(maxAttemptCount))
    }

    /// Resubscribes after an error, each time the sequence `notificationHandler` returns sends.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.retry(when: notificationHandler))
    }

    /// Fails with ``RxError/timeout`` if the trait does not finish within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.timeout(dueTime, scheduler: scheduler))
    }

    /// Prints the events; see ``ObservableType/debug(_:trimOutput:file:line:function:)``.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: primitiveSequence.source.debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
