import ReactiveCore

/// A point in virtual time, in ticks.
public typealias TestTime = Int

/// A virtual-time scheduler for tests, with RxTest's rules.
///
/// Time is an integer tick count; `resolution` says how many seconds a tick stands for (so
/// `resolution: 0.001` makes ticks milliseconds, and `debounce(.milliseconds(300))` waits 300
/// ticks). With `simulateProcessingDelay` (the default), work scheduled for "now" runs one tick
/// later, the way RxTest models processing time.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
/// let observer = scheduler.start { source.map { $0 * 10 } }
/// #expect(observer.events == [.next(210, 10), .next(220, 20), .completed(300)])
/// ```
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The default times of ``start(created:subscribed:disposed:create:)``.
    public enum Defaults {
        /// When the sequence is created: 100.
        public static let created: TestTime = 100
        /// When the observer subscribes: 200.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed: 1000.
        public static let disposed: TestTime = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a test scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: The starting tick.
    ///   - resolution: Seconds per tick.
    ///   - simulateProcessingDelay: Whether work scheduled for now runs one tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Schedules `action` at virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves work scheduled for now or the past to the next tick, when simulating processing delay.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock && simulateProcessingDelay ? clock + 1 : time
    }

    /// Creates a hot observable: its events happen at their absolute times, whoever listens.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// Creates a hot observable: its events happen at their absolute times, whoever listens.
    public func createHotObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createHotObservable(events)
    }

    /// Creates a cold observable: each subscription replays the events, their times taken as
    /// offsets from the moment of subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// Creates a cold observable: each subscription replays the events, their times taken as
    /// offsets from the moment of subscription.
    public func createColdObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createColdObservable(events)
    }

    /// Creates an observer that records events with the time they arrive.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the scheduler, and returns what the observer recorded.
    public func start<Element, Output: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) {
            subscription?.dispose()
            subscription = nil
            source = nil
        }
        start()
        return observer
    }

    /// ``start(created:subscribed:disposed:create:)`` with the default creation and
    /// subscription times.
    public func start<Element, Output: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// ``start(created:subscribed:disposed:create:)`` with the default times (100, 200, 1000).
    public func start<Element, Output: ObservableConvertibleType>(
        _ create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
            create: create)
    }
}
