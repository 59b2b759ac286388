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
