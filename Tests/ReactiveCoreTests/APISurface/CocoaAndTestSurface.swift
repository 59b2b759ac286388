// The API-surface test, part 4: RxCocoa's platform-independent part (binding, Driver, Signal,
// SharedSequence, ControlEvent, ControlProperty) and RxTest. Nothing here runs: compiling it is
// the test (see CoreSurface.swift).

import Foundation
import ReactiveCore
import ReactiveTesting
import XCTest

private final class CocoaAnchor {}

private func binding(_ numbers: Observable<Int>, _ infallible: Infallible<Int>, observer: AnyObserver<Int>) {
    let behavior = BehaviorRelay(value: 0)
    let publish = PublishRelay<Int>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    let optional = AnyObserver<Int?> { _ in }
    // rx: Observable.bind(to:) | Observable.bind(to:curriedArgument:) | Observable.bind(with:onNext:) | Observable.bind(onNext:)
    _ = numbers.bind(to: observer, observer)
    _ = numbers.bind(to: optional)
    _ = numbers.bind(to: { (source: Observable<Int>) in source.subscribe() })
    _ = numbers.bind(to: { (source: Observable<Int>) in { (_: String) in source.subscribe() } }, curriedArgument: "x")
    _ = numbers.bind(with: CocoaAnchor()) { _, _ in }
    _ = numbers.bind(onNext: { _ in })
    // rx: Infallible.bind(to:) | Infallible.bind(to:curriedArgument:) | Infallible.bind(onNext:)
    _ = infallible.bind(to: observer, observer)
    _ = infallible.bind(to: optional)
    _ = infallible.bind(to: behavior, behavior)
    _ = infallible.bind(to: publish)
    _ = infallible.bind(to: replay)
    _ = infallible.map(Optional.some).bind(to: BehaviorRelay<Int?>(value: nil))
    _ = infallible.map(Optional.some).bind(to: PublishRelay<Int?>())
    _ = infallible.map(Optional.some).bind(to: ReplayRelay<Int?>.create(bufferSize: 1))
    _ = infallible.bind(to: { (source: Infallible<Int>) in source.subscribe() })
    _ = infallible.bind(
        to: { (source: Infallible<Int>) in { (_: String) in source.subscribe() } }, curriedArgument: "x")
    _ = infallible.bind(onNext: { _ in })
}

private func controls(_ numbers: Observable<Int>, observer: AnyObserver<String>) {
    // rx: protocol ControlEventType | ControlEventType.asControlEvent() | struct ControlEvent | typealias ControlEvent.Element | ControlEvent.init(events:) | ControlEvent.subscribe(_:) | ControlEvent.asObservable() | ControlEvent.asControlEvent() | ControlEvent.asInfallible()
    func event<Event: ControlEventType>(_ event: Event) -> ControlEvent<Event.Element> { event.asControlEvent() }
    let taps = ControlEvent(events: numbers)
    let element: ControlEvent<Int>.Element = 1
    _ = (event(taps), taps.subscribe { _ in }, taps.asObservable(), taps.asInfallible(), element)
    // rx: protocol ControlPropertyType | ControlPropertyType.asControlProperty() | struct ControlProperty | typealias ControlProperty.Element | ControlProperty.init(values:valueSink:) | ControlProperty.subscribe(_:) | ControlProperty.changed | ControlProperty.asObservable() | ControlProperty.asControlProperty() | ControlProperty.on(_:) | ControlPropertyType.orEmpty
    func property<Property: ControlPropertyType>(_ property: Property) -> ControlProperty<Property.Element> {
        property.asControlProperty()
    }
    let text = ControlProperty<String?>(values: Observable.just("a"), valueSink: AnyObserver<String?> { _ in })
    let value: ControlProperty<String?>.Element = nil
    text.on(.next(value))
    _ = (property(text), text.subscribe { _ in }, text.changed, text.asObservable(), text.orEmpty.subscribe(observer))
    // rx: ControlEvent.asSignal() | ControlEvent.asDriver() | ControlProperty.asDriver()
    _ = (taps.asSignal(), taps.asDriver(), text.asDriver())
}

@MainActor
private func drivers(_ driver: Driver<Int>, _ numbers: Observable<Int>, observer: AnyObserver<Int>) {
    let behavior = BehaviorRelay(value: 0)
    let publish = PublishRelay<Int>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    // rx: typealias Driver | struct DriverSharingStrategy | DriverSharingStrategy.scheduler | DriverSharingStrategy.share(_:) | Driver.asDriver()
    let shared: SharedSequence<DriverSharingStrategy, Int> = driver.asDriver()
    _ = (DriverSharingStrategy.scheduler, DriverSharingStrategy.share(numbers), shared)
    // rx: Driver.drive(_:) | Driver.drive(_:curriedArgument:) | Driver.drive(with:onNext:onCompleted:onDisposed:) | Driver.drive(onNext:onCompleted:onDisposed:) | Driver.drive()
    _ = driver.drive(observer, observer)
    _ = driver.drive(AnyObserver<Int?> { _ in })
    _ = driver.drive(behavior, behavior)
    _ = driver.drive(publish)
    _ = driver.drive(replay)
    _ = driver.map(Optional.some).drive(BehaviorRelay<Int?>(value: nil))
    _ = driver.map(Optional.some).drive(ReplayRelay<Int?>.create(bufferSize: 1))
    _ = driver.drive({ (source: Observable<Int>) in source.subscribe() })
    _ = driver.drive({ (source: Observable<Int>) in { (_: String) in source.subscribe() } }, curriedArgument: "x")
    _ = driver.drive(with: CocoaAnchor(), onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
    _ = driver.drive(onNext: { _ in }, onCompleted: {}, onDisposed: {})
    _ = driver.drive()
    // rx: BehaviorRelay.asDriver() | Infallible.asDriver() | ObservableConvertibleType.asDriver(onErrorJustReturn:) | ObservableConvertibleType.asDriver(onErrorDriveWith:) | ObservableConvertibleType.asDriver(onErrorRecover:)
    _ = (behavior.asDriver(), Infallible.just(1).asDriver(), numbers.asDriver(onErrorJustReturn: 0))
    _ = (numbers.asDriver(onErrorDriveWith: .empty()), numbers.asDriver(onErrorRecover: { _ in .empty() }))
}

@MainActor
private func signals(_ signal: Signal<Int>, _ numbers: Observable<Int>, observer: AnyObserver<Int>) {
    let behavior = BehaviorRelay(value: 0)
    let publish = PublishRelay<Int>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    // rx: typealias Signal | struct SignalSharingStrategy | SignalSharingStrategy.scheduler | SignalSharingStrategy.share(_:) | Signal.asSignal()
    let shared: SharedSequence<SignalSharingStrategy, Int> = signal.asSignal()
    _ = (SignalSharingStrategy.scheduler, SignalSharingStrategy.share(numbers), shared)
    // rx: Signal.emit(to:) | Signal.emit(with:onNext:onCompleted:onDisposed:) | Signal.emit(onNext:onCompleted:onDisposed:) | Signal.emit()
    _ = signal.emit(to: observer, observer)
    _ = signal.emit(to: AnyObserver<Int?> { _ in })
    _ = signal.emit(to: behavior, behavior)
    _ = signal.emit(to: publish)
    _ = signal.emit(to: replay)
    _ = signal.map(Optional.some).emit(to: BehaviorRelay<Int?>(value: nil))
    _ = signal.map(Optional.some).emit(to: PublishRelay<Int?>())
    _ = signal.map(Optional.some).emit(to: ReplayRelay<Int?>.create(bufferSize: 1))
    _ = signal.emit(with: CocoaAnchor(), onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
    _ = signal.emit(onNext: { _ in }, onCompleted: {}, onDisposed: {})
    _ = signal.emit()
    // rx: PublishRelay.asSignal() | ObservableConvertibleType.asSignal(onErrorJustReturn:) | ObservableConvertibleType.asSignal(onErrorSignalWith:) | ObservableConvertibleType.asSignal(onErrorRecover:)
    _ = (publish.asSignal(), numbers.asSignal(onErrorJustReturn: 0))
    _ = (numbers.asSignal(onErrorSignalWith: .empty()), numbers.asSignal(onErrorRecover: { _ in .empty() }))
}

@MainActor
private func sharedSequences(_ driver: Driver<Int>, _ numbers: Observable<Int>) {
    // rx: struct SharedSequence | protocol SharingStrategyProtocol | SharingStrategyProtocol.scheduler | SharingStrategyProtocol.share(_:) | protocol SharedSequenceConvertibleType | associatedtype SharedSequence.SharingStrategy | SharedSequence.asSharedSequence() | SharedSequence.asObservable() | SharedSequence.asInfallible()
    func strategy<Sequence: SharedSequenceConvertibleType>(_ sequence: Sequence) -> SchedulerType {
        _ = Sequence.SharingStrategy.share(sequence.asObservable())
        return Sequence.SharingStrategy.scheduler
    }
    _ = (strategy(driver), driver.asSharedSequence(), driver.asObservable(), driver.asInfallible())
    // rx: ObservableConvertibleType.asSharedSequence(sharingStrategy:onErrorJustReturn:) | ObservableConvertibleType.asSharedSequence(sharingStrategy:onErrorDriveWith:) | ObservableConvertibleType.asSharedSequence(sharingStrategy:onErrorRecover:)
    let asDriver: Driver<Int> = numbers.asSharedSequence(
        sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
    _ = numbers.asSharedSequence(onErrorDriveWith: driver)
    _ = numbers.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: { _ in Signal.empty() })
    _ = asDriver
    // rx: enum SharingScheduler | SharingScheduler.mock(scheduler:action:) | SharingScheduler.mock(makeScheduler:action:) | SharingScheduler.make
    let makeScheduler: () -> SchedulerType = SharingScheduler.make
    _ = makeScheduler
    SharingScheduler.mock(scheduler: MainScheduler.instance) {}
    SharingScheduler.mock(makeScheduler: { MainScheduler.instance }, action: {})
    // rx: SharedSequence.createUnsafe(source:) | SharedSequence.values
    let unsafe: Driver<Int> = Driver<Int>.createUnsafe(source: numbers)
    _ = (unsafe, driver.values)
    // rx: SharedSequence.empty() | SharedSequence.never() | SharedSequence.just(_:) | SharedSequence.deferred(_:) | SharedSequence.of(_:) | SharedSequence.from(_:) | SharedSequence.from(optional:) | SharedSequence.interval(_:) | SharedSequence.timer(_:period:)
    _ = (Driver<Int>.empty(), Driver<Int>.never(), Driver.just(1), Driver<Int>.deferred { .just(1) })
    _ = (Driver.of(1, 2), Driver.from([1]), Driver.from(1...3), Driver.from(optional: 1))
    _ = (Driver<Int>.interval(.seconds(1)), Driver<Int>.timer(.seconds(1), period: .seconds(1)))
    // rx: SharedSequence.map(_:) | SharedSequence.compactMap(_:) | SharedSequence.filter(_:) | SharedSequence.skip(_:) | SharedSequence.startWith(_:) | SharedSequence.delay(_:)
    _ = driver.map { $0 + 1 }.compactMap { $0 > 0 ? $0 : nil }.filter { $0 > 1 }.skip(1).startWith(0)
    _ = driver.delay(.seconds(1))
    // rx: SharedSequence.switchLatest() | SharedSequence.flatMapLatest(_:) | SharedSequence.flatMapFirst(_:) | SharedSequence.flatMap(_:) | SharedSequence.merge() | SharedSequence.merge(maxConcurrent:) | SharedSequence.merge(_:)
    _ = Driver.just(driver).switchLatest()
    _ = driver.flatMapLatest { Driver.just($0) }.flatMapFirst { Driver.just($0) }.flatMap { Driver.just($0) }
    let signal: Signal<Int> = .just(1)
    let toDriver: Driver<String> = signal.flatMapLatest { Driver.just("\($0)") }
    let toSignal: Signal<Int> = driver.flatMapFirst { Signal.just($0) }
    let merged: Signal<Int> = driver.flatMap { Signal.just($0) }
    _ = (toDriver, toSignal, merged)
    _ = (Driver.just(driver).merge(), Driver.just(driver).merge(maxConcurrent: 2))
    _ = (Driver.merge(driver, driver), Driver.merge([driver]), Driver.merge(AnyCollection([driver])))
    // rx: SharedSequence.`do`(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:) | SharedSequence.debug(_:trimOutput:file:line:function:)
    _ = driver.do(
        onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {},
        onDispose: {})
    _ = driver.debug("driver", trimOutput: true)
    // rx: SharedSequence.distinctUntilChanged() | SharedSequence.distinctUntilChanged(_:) | SharedSequence.distinctUntilChanged(_:comparer:)
    _ = driver.distinctUntilChanged().distinctUntilChanged { $0 % 2 }.distinctUntilChanged { $0 == $1 }
    _ = driver.distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    // rx: SharedSequence.throttle(_:latest:) | SharedSequence.debounce(_:) | SharedSequence.scan(_:accumulator:)
    _ = driver.throttle(.seconds(1), latest: false).debounce(.seconds(1)).scan(0, accumulator: +)
    // rx: SharedSequence.concat(_:)
    _ = (Driver.concat([driver, driver]), Driver.concat(AnySequence([driver])))
    // rx: SharedSequence.zip(_:resultSelector:) | SharedSequence.zip(_:) | SharedSequence.combineLatest(_:resultSelector:) | SharedSequence.combineLatest(_:) | SharedSequence.zip(_:…) | SharedSequence.combineLatest(_:…)
    _ = (Driver.zip([driver, driver]) { $0.count }, Driver.zip([driver, driver]))
    _ = (Driver.combineLatest([driver, driver]) { $0.count }, Driver.combineLatest([driver, driver]))
    _ = (Driver.zip(driver, driver), Driver.combineLatest(driver, driver) { $0 + $1 })
    let texts: [Driver<String>] = [.just("a"), .just("b")]
    let counted: Driver<Int> = Driver<String>.combineLatest(texts) { $0.count }
    let zippedCount: Driver<Int> = Driver<String>.zip(texts) { $0.count }
    let pair: Driver<(Int, String)> = Driver<Any>.combineLatest(driver, texts[0])
    let zippedPair: Signal<(Int, Int)> = Signal<Any>.zip(Signal.just(1), Signal.just(2))
    _ = (counted, zippedCount, pair, zippedPair)
    _ = Driver.combineLatest(driver, driver, driver, driver, driver, driver, driver, driver)
    _ = Driver.zip(driver, driver, driver, driver, driver, driver, driver, driver) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    // rx: SharedSequence.withUnretained(_:resultSelector:) | SharedSequence.withUnretained(_:) | SharedSequence.withLatestFrom(_:resultSelector:) | SharedSequence.withLatestFrom(_:)
    let anchor = CocoaAnchor()
    _ = (driver.withUnretained(anchor) { ($0, $1) }, driver.withUnretained(anchor))
    _ = (driver.withLatestFrom(driver) { $0 + $1 }, driver.withLatestFrom(driver))
}

private func testing(_ error: Error) {
    // rx: typealias TestTime | struct Recorded | Recorded.time | Recorded.value | Recorded.init(time:value:) | Recorded.debugDescription | Recorded.==(lhs:rhs:)
    let time: TestTime = 10
    let recorded = Recorded(time: time, value: Event<Int>.next(1))
    _ = (recorded.time, recorded.value, recorded.debugDescription, recorded == recorded)
    // rx: Recorded.next(_:…) | Recorded.completed(_:…) | Recorded.error(_:…) | Recorded.events(_:)
    let events: [Recorded<Event<Int>>] = Recorded.events(.next(1, 1), .completed(2), .error(3, error))
    _ = Recorded.events([Recorded.next(1, "a"), Recorded.completed(2, String.self), .error(3, error, String.self)])
    // rx: Event.==(lhs:rhs:) | MaybeEvent.==(lhs:rhs:) | CompletableEvent.==(lhs:rhs:)
    _ = (Event.next(1) == Event.next(1), MaybeEvent.success(1) == MaybeEvent.completed)
    _ = CompletableEvent.completed == CompletableEvent.error(error)
    // rx: struct Subscription | Subscription.subscribe | Subscription.unsubscribe | Subscription.init(_:) | Subscription.init(_:…) | Subscription.hash(into:) | Subscription.debugDescription | ==(lhs:rhs:)
    let subscription = Subscription(200, 300)
    _ = (Subscription(200), subscription.subscribe, subscription.unsubscribe, subscription.debugDescription)
    _ = (Set([subscription]), subscription == Subscription(200))
    // rx: class TestScheduler | enum TestScheduler.Defaults | Defaults.created | Defaults.subscribed | Defaults.disposed | TestScheduler.init(initialClock:resolution:simulateProcessingDelay:)
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1, simulateProcessingDelay: false)
    _ = (TestScheduler.Defaults.created, TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed)
    // rx: TestScheduler.createHotObservable(_:) | TestScheduler.createColdObservable(_:) | TestScheduler.createObserver(_:) | TestScheduler.scheduleAt(_:action:) | TestScheduler.adjustScheduledTime(_:)
    let hot = scheduler.createHotObservable(events)
    let cold = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(300) {}
    _ = (scheduler.adjustScheduledTime(10), cold)
    // rx: class TestableObservable | TestableObservable.subscribe(_:) | class TestableObserver | TestableObserver.on(_:) | TestableObservable.subscriptions | TestableObservable.recordedEvents | TestableObserver.events
    _ = (hot.subscribe(observer), hot.subscriptions, hot.recordedEvents)
    observer.on(.next(1))
    _ = observer.events
    // rx: TestScheduler.start(created:subscribed:disposed:create:) | TestScheduler.start(disposed:create:) | TestScheduler.start(_:)
    _ = scheduler.start(created: 100, subscribed: 200, disposed: 300) { hot }
    _ = scheduler.start(disposed: 300) { hot }
    _ = scheduler.start { hot }
    // rx: struct TestSchedulerVirtualTimeConverter | typealias TestSchedulerVirtualTimeConverter.VirtualTimeUnit | typealias TestSchedulerVirtualTimeConverter.VirtualTimeIntervalUnit | TestSchedulerVirtualTimeConverter.convertFromVirtualTime(_:) | TestSchedulerVirtualTimeConverter.convertToVirtualTime(_:) | TestSchedulerVirtualTimeConverter.convertFromVirtualTimeInterval(_:) | TestSchedulerVirtualTimeConverter.convertToVirtualTimeInterval(_:) | TestSchedulerVirtualTimeConverter.offsetVirtualTime(_:offset:) | TestSchedulerVirtualTimeConverter.compareVirtualTime(_:…)
    let converter: TestSchedulerVirtualTimeConverter = converterOf(scheduler)
    let unit: TestSchedulerVirtualTimeConverter.VirtualTimeUnit = converter.convertToVirtualTime(Date())
    let interval: TestSchedulerVirtualTimeConverter.VirtualTimeIntervalUnit = converter.convertToVirtualTimeInterval(1)
    _ = (converter.convertFromVirtualTime(unit), converter.convertFromVirtualTimeInterval(interval))
    _ = converter.compareVirtualTime(converter.offsetVirtualTime(unit, offset: interval), unit)
    // rx: XCTAssertEqual(_:…file:line:) | XCTAssertRecordedElements(_:…file:line:)
    XCTAssertEqual(observer.events, events)
    XCTAssertEqual([Recorded<Event<Int?>>](), [Recorded<Event<Int?>>]())
    XCTAssertEqual([Event<Int>.next(1)], [.next(1)])
    XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
    XCTAssertEqual([MaybeEvent<Int>.completed], [.completed])
    XCTAssertEqual([CompletableEvent.completed], [.completed], file: #file, line: #line)
    XCTAssertRecordedElements(observer.events, [1])
}

/// The converter a test scheduler uses (RxTest does not make one public either).
private func converterOf<Converter: VirtualTimeConverterType>(
    _ scheduler: VirtualTimeScheduler<Converter>
) -> Converter {
    fatalError("never called: the surface test only compiles")
}
