/// A sequence for UI bindings: it never fails, delivers on the sharing strategy's scheduler
/// (the main scheduler) and shares one subscription among its subscribers.
///
/// Use its two flavours: ``Driver`` for state (it replays the latest element to new
/// subscribers) and ``Signal`` for one-shot events (it replays nothing).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    let source: Observable<Element>

    /// Wraps `source`, which must already deliver on the strategy's scheduler and never fail,
    /// and shares it the strategy's way.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps a source that is already shared.
    init(raw: Observable<Element>) {
        source = raw
    }

    /// The sequence as an ``Observable``.
    public func asObservable() -> Observable<Element> { source }

    /// Returns itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    /// The sequence as an ``Infallible``: a shared sequence never fails.
    public func asInfallible() -> Infallible<Element> { Infallible(source) }

    /// Wraps `source` as it is, without moving it to the strategy's scheduler, sharing it or
    /// guarding against errors: the caller vouches that it already behaves like this sequence.
    public static func createUnsafe<Source: ObservableType>(
        source: Source
    ) -> SharedSequence<SharingStrategy, Source.Element> {
        SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
    }
}

extension ObservableConvertibleType {
    /// The sequence as a shared sequence of `sharingStrategy` that sends `onErrorJustReturn` and
    /// completes instead of failing.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observe(on: Strategy.scheduler, onErrorJustReturn: onErrorJustReturn))
    }

    /// The sequence as a shared sequence of `sharingStrategy` that goes on with `onErrorDriveWith`
    /// instead of failing.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorDriveWith: SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observe(on: Strategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a shared sequence of `sharingStrategy` that goes on with the sequence
    /// `onErrorRecover` makes from the error instead of failing.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observe(on: Strategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

/// How a ``SharedSequence`` flavour schedules and shares its events.
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be converted to a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a ``SharedSequence``.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}
