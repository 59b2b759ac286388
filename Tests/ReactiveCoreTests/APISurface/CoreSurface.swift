// The API-surface test, part 1: RxSwift's top-level declarations, its disposables, subjects and
// schedulers. Nothing here runs: compiling it is the test. Every call uses RxSwift 6's labels
// and generic shapes, so a renamed label or a narrowed constraint fails the build.
//
// Each `// rx:` line names the declarations of docs/COMPATIBILITY.md that the code below it
// exercises; `make docs-check` fails when the audit marks a declaration present or different and
// no line here names it, or when a line names one the audit does not list.

import Dispatch
import Foundation
import ReactiveCore

private final class Owner: ReactiveCompatible {
    var title = ""
}

private struct Failure: Error {}

private func rootDeclarations(observable: Observable<Int>, scheduler: SchedulerType) {
    // rx: struct AnyObserver | typealias AnyObserver.EventHandler | AnyObserver.init(eventHandler:)
    let handler: AnyObserver<Int>.EventHandler = { _ in }
    let observer = AnyObserver<Int>(eventHandler: handler)
    // rx: AnyObserver.init(_:) | AnyObserver.on(_:) | AnyObserver.asObserver()
    let wrapped = AnyObserver(observer)
    wrapped.on(.next(1))
    _ = wrapped.asObserver()
    // rx: ObserverType.asObserver() | ObserverType.mapObserver(_:)
    let subject = PublishSubject<Int>()
    _ = subject.asObserver()
    let strings: AnyObserver<String> = subject.mapObserver { $0.count }
    _ = strings
    // rx: struct Binder | typealias Binder.Element | Binder.init(_:scheduler:binding:) | Binder.on(_:) | Binder.asObserver()
    let owner = Owner()
    let binder = Binder<Int>(owner, scheduler: MainScheduler.instance) { _, _ in }
    let element: Binder<Int>.Element = 1
    binder.on(.next(element))
    _ = binder.asObserver()
    // rx: protocol Cancelable | Cancelable.isDisposed | protocol Disposable | Disposable.dispose()
    let cancelable: Cancelable = BooleanDisposable()
    _ = cancelable.isDisposed
    let disposable: Disposable = cancelable
    disposable.dispose()
    // rx: protocol ConnectableObservableType | ConnectableObservableType.connect()
    func connectAny<Connectable: ConnectableObservableType>(_ connectable: Connectable) -> Disposable {
        connectable.connect()
    }
    _ = connectAny(observable.publish())
    // rx: enum RxError | RxError.debugDescription
    let error = RxError.timeout
    _ = error.debugDescription
    // rx: enum Event | Event.debugDescription | Event.isStopEvent | Event.element | Event.error | Event.isCompleted | Event.map(_:)
    let event = Event<Int>.next(1)
    _ = (event.debugDescription, event.isStopEvent, event.element, event.error, event.isCompleted)
    _ = event.map { "\($0)" }
    // rx: protocol EventConvertible | associatedtype EventConvertible.Element | EventConvertible.event | Event.event
    func eventOf<Convertible: EventConvertible>(_ convertible: Convertible) -> Event<Convertible.Element> {
        convertible.event
    }
    _ = eventOf(event)
    // rx: struct GroupedObservable | GroupedObservable.key | GroupedObservable.init(key:source:) | GroupedObservable.subscribe(_:) | GroupedObservable.asObservable()
    let group = GroupedObservable(key: "k", source: observable)
    _ = group.key
    _ = group.subscribe(observer)
    _ = group.asObservable()
    // rx: protocol ImmediateSchedulerType | ImmediateSchedulerType.schedule(_:action:) | ImmediateSchedulerType.scheduleRecursive(_:action:)
    let immediate: ImmediateSchedulerType = scheduler
    _ = immediate.schedule(1) { _ in Disposables.create() }
    _ = immediate.scheduleRecursive(0) { state, recurse in if state < 3 { recurse(state + 1) } }
    // rx: typealias RxObservable | class Observable | Observable.subscribe(_:) | Observable.asObservable()
    let rxObservable: RxObservable<Int> = observable
    _ = rxObservable.subscribe(observer)
    _ = rxObservable.subscribe { (event: Event<Int>) in _ = event }
    _ = rxObservable.asObservable()
    // rx: protocol ObservableConvertibleType | associatedtype ObservableConvertibleType.Element | ObservableConvertibleType.asObservable()
    func convert<Convertible: ObservableConvertibleType>(_ convertible: Convertible) -> Observable<Convertible.Element>
    {
        convertible.asObservable()
    }
    _ = convert(observable)
    // rx: Observable.subscribe(with:onNext:onError:onCompleted:onDisposed:) | Observable.subscribe(onNext:onError:onCompleted:onDisposed:)
    _ = observable.subscribe(
        with: owner, onNext: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
    _ = observable.subscribe(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
    // rx: protocol ObservableType | protocol ObserverType | associatedtype ObserverType.Element | ObserverType.on(_:) | ObserverType.onNext(_:) | ObserverType.onCompleted() | ObserverType.onError(_:)
    func drive<Source: ObservableType, Sink: ObserverType>(_ source: Source, _ sink: Sink) -> Disposable
    where Source.Element == Sink.Element {
        source.subscribe(sink)
    }
    _ = drive(observable, observer)
    observer.onNext(1)
    observer.onError(Failure())
    observer.onCompleted()
    // rx: struct Reactive | Reactive.base | Reactive.init(_:) | Reactive.subscript | protocol ReactiveCompatible | associatedtype ReactiveCompatible.ReactiveBase | ReactiveCompatible.rx
    let reactive = Reactive(owner)
    _ = reactive.base
    let title: Binder<String> = owner.rx.title
    _ = title
    _ = owner.rx
    _ = Owner.rx
    // rx: enum Resources | Resources.total | Resources.incrementTotal() | Resources.decrementTotal()
    _ = Resources.total
    _ = Resources.incrementTotal()
    _ = Resources.decrementTotal()
    // rx: enum Hooks | Hooks.recordCallStackOnError | Hooks.defaultErrorHandler | Hooks.customCaptureSubscriptionCallstack | typealias Hooks.DefaultErrorHandler | typealias Hooks.CustomCaptureSubscriptionCallstack
    withErrorHooks {
        Hooks.recordCallStackOnError = false
        let errorHandler: Hooks.DefaultErrorHandler = { subscriptionCallStack, error in
            _ = (subscriptionCallStack, error)
        }
        Hooks.defaultErrorHandler = errorHandler
        let capture: Hooks.CustomCaptureSubscriptionCallstack = { [] }
        Hooks.customCaptureSubscriptionCallstack = capture
    }
    // rx: typealias RxTimeInterval | typealias RxTime | protocol SchedulerType | SchedulerType.now | SchedulerType.scheduleRelative(_:dueTime:action:) | SchedulerType.schedulePeriodic(_:startAfter:period:action:)
    let interval: RxTimeInterval = .milliseconds(5)
    let now: RxTime = scheduler.now
    _ = now
    _ = scheduler.scheduleRelative(1, dueTime: interval) { _ in Disposables.create() }
    _ = scheduler.schedulePeriodic(1, startAfter: interval, period: interval) { $0 + 1 }
    // rx: ObservableConvertibleType.values | AsyncSequence.asObservable(priority:)
    _ = observable.values
    _ = AsyncStream<Int> { $0.finish() }.asObservable(priority: .low)
    _ = AsyncStream<Int> { $0.finish() }.asObservable()
    // rx: typealias RxAbstractInteger
    func count<Integer: RxAbstractInteger>(_ type: Integer.Type) -> Observable<Integer> {
        Observable.range(start: 0, count: 3)
    }
    _ = count(Int8.self)
}

private func disposables(scheduler: ImmediateSchedulerType) {
    // rx: struct Disposables | Disposables.create() | Disposables.create(with:) | Disposables.create(_:…) | Disposables.create(_:)
    let first = Disposables.create()
    let second = Disposables.create(with: {})
    _ = Disposables.create(first, second)
    _ = Disposables.create(first, second, Disposables.create())
    _ = Disposables.create(first, second, Disposables.create(), Disposables.create())
    _ = Disposables.create([first, second])
    // rx: class BooleanDisposable | BooleanDisposable.init() | BooleanDisposable.init(isDisposed:) | BooleanDisposable.isDisposed | BooleanDisposable.dispose()
    let boolean = BooleanDisposable()
    _ = BooleanDisposable(isDisposed: true)
    _ = boolean.isDisposed
    boolean.dispose()
    // rx: class CompositeDisposable | struct CompositeDisposable.DisposeKey | CompositeDisposable.isDisposed | CompositeDisposable.init() | CompositeDisposable.init(_:…) | CompositeDisposable.init(disposables:) | CompositeDisposable.insert(_:) | CompositeDisposable.count | CompositeDisposable.remove(for:) | CompositeDisposable.dispose()
    let composite = CompositeDisposable()
    _ = CompositeDisposable(first, second)
    _ = CompositeDisposable(first, second, boolean)
    _ = CompositeDisposable(first, second, boolean, Disposables.create())
    _ = CompositeDisposable(disposables: [first, second])
    let key: CompositeDisposable.DisposeKey? = composite.insert(first)
    _ = (composite.count, composite.isDisposed)
    if let key { composite.remove(for: key) }
    composite.dispose()
    // rx: class DisposeBag | DisposeBag.init() | DisposeBag.insert(_:) | Disposable.disposed(by:) | DisposeBag.init(disposing:) | DisposeBag.init(builder:) | DisposeBag.insert(builder:) | DisposableBuilder.buildBlock(_:) | struct DisposeBag.DisposableBuilder
    let bag = DisposeBag()
    bag.insert(first)
    bag.insert(first, second)
    bag.insert([first, second])
    second.disposed(by: bag)
    _ = DisposeBag(disposing: first, second)
    _ = DisposeBag(disposing: [first, second])
    _ = DisposeBag {
        first
        second
    }
    @DisposeBag.DisposableBuilder func listed() -> [Disposable] {
        first
        second
    }
    bag.insert(listed())
    bag.insert {
        first
        second
    }
    // rx: class DisposeBase
    final class Counted: DisposeBase {}
    _ = Counted()
    // rx: class RefCountDisposable | RefCountDisposable.isDisposed | RefCountDisposable.init(disposable:) | RefCountDisposable.retain() | RefCountDisposable.dispose()
    let refCount = RefCountDisposable(disposable: first)
    _ = (refCount.retain(), refCount.isDisposed)
    refCount.dispose()
    // rx: class ScheduledDisposable | ScheduledDisposable.scheduler | ScheduledDisposable.isDisposed | ScheduledDisposable.init(scheduler:disposable:) | ScheduledDisposable.dispose()
    let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: first)
    _ = (scheduled.scheduler, scheduled.isDisposed)
    scheduled.dispose()
    // rx: class SerialDisposable | SerialDisposable.isDisposed | SerialDisposable.init() | SerialDisposable.disposable | SerialDisposable.dispose()
    let serial = SerialDisposable()
    serial.disposable = first
    _ = (serial.disposable, serial.isDisposed)
    serial.dispose()
    // rx: class SingleAssignmentDisposable | SingleAssignmentDisposable.isDisposed | SingleAssignmentDisposable.init() | SingleAssignmentDisposable.setDisposable(_:) | SingleAssignmentDisposable.dispose()
    let single = SingleAssignmentDisposable()
    single.setDisposable(first)
    _ = single.isDisposed
    single.dispose()
}

private func subjects(observer: AnyObserver<Int>) throws {
    // rx: class AsyncSubject | typealias AsyncSubject.SubjectObserverType | AsyncSubject.hasObservers | AsyncSubject.init() | AsyncSubject.on(_:) | AsyncSubject.subscribe(_:) | AsyncSubject.asObserver()
    let async = AsyncSubject<Int>()
    let asyncObserver: AsyncSubject<Int>.SubjectObserverType = async.asObserver()
    async.on(.next(1))
    _ = (async.hasObservers, async.subscribe(observer), asyncObserver)
    // rx: class BehaviorSubject | typealias BehaviorSubject.SubjectObserverType | BehaviorSubject.hasObservers | BehaviorSubject.isDisposed | BehaviorSubject.init(value:) | BehaviorSubject.value() | BehaviorSubject.on(_:) | BehaviorSubject.subscribe(_:) | BehaviorSubject.asObserver() | BehaviorSubject.dispose()
    let behavior = BehaviorSubject(value: 0)
    let behaviorObserver: BehaviorSubject<Int>.SubjectObserverType = behavior.asObserver()
    _ = try behavior.value()
    behavior.on(.next(1))
    _ = (behavior.hasObservers, behavior.isDisposed, behavior.subscribe(observer), behaviorObserver)
    behavior.dispose()
    // rx: class PublishSubject | typealias PublishSubject.SubjectObserverType | PublishSubject.hasObservers | PublishSubject.isDisposed | PublishSubject.init() | PublishSubject.on(_:) | PublishSubject.subscribe(_:) | PublishSubject.asObserver() | PublishSubject.dispose()
    let publish = PublishSubject<Int>()
    let publishObserver: PublishSubject<Int>.SubjectObserverType = publish.asObserver()
    publish.on(.next(1))
    _ = (publish.hasObservers, publish.isDisposed, publish.subscribe(observer), publishObserver)
    publish.dispose()
    // rx: class ReplaySubject | typealias ReplaySubject.SubjectObserverType | ReplaySubject.hasObservers | ReplaySubject.on(_:) | ReplaySubject.asObserver() | ReplaySubject.dispose() | ReplaySubject.create(bufferSize:) | ReplaySubject.createUnbounded()
    let replay = ReplaySubject<Int>.create(bufferSize: 2)
    let replayObserver: ReplaySubject<Int>.SubjectObserverType = replay.asObserver()
    replay.on(.next(1))
    _ = (replay.hasObservers, replay.subscribe(observer), replayObserver, ReplaySubject<Int>.createUnbounded())
    replay.dispose()
    // rx: protocol SubjectType | associatedtype SubjectType.Observer | SubjectType.asObserver()
    func observerOf<Subject: SubjectType>(_ subject: Subject) -> Subject.Observer { subject.asObserver() }
    _ = observerOf(publish)
}

private func schedulers() {
    // rx: class ConcurrentDispatchQueueScheduler | typealias ConcurrentDispatchQueueScheduler.TimeInterval | typealias ConcurrentDispatchQueueScheduler.Time | ConcurrentDispatchQueueScheduler.now | ConcurrentDispatchQueueScheduler.init(queue:leeway:) | ConcurrentDispatchQueueScheduler.init(qos:leeway:) | ConcurrentDispatchQueueScheduler.schedule(_:action:) | ConcurrentDispatchQueueScheduler.scheduleRelative(_:dueTime:action:) | ConcurrentDispatchQueueScheduler.schedulePeriodic(_:startAfter:period:action:)
    let concurrent = ConcurrentDispatchQueueScheduler(queue: .global(), leeway: .nanoseconds(0))
    _ = ConcurrentDispatchQueueScheduler(qos: .utility)
    let time: ConcurrentDispatchQueueScheduler.Time = concurrent.now
    let interval: ConcurrentDispatchQueueScheduler.TimeInterval = 1
    _ = (time, interval)
    _ = concurrent.schedule(1) { _ in Disposables.create() }
    _ = concurrent.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
    _ = concurrent.schedulePeriodic(1, startAfter: .seconds(1), period: .seconds(1)) { $0 }
    // rx: class ConcurrentMainScheduler | typealias ConcurrentMainScheduler.TimeInterval | typealias ConcurrentMainScheduler.Time | ConcurrentMainScheduler.now | ConcurrentMainScheduler.instance | ConcurrentMainScheduler.schedule(_:action:) | ConcurrentMainScheduler.scheduleRelative(_:dueTime:action:) | ConcurrentMainScheduler.schedulePeriodic(_:startAfter:period:action:)
    let main = ConcurrentMainScheduler.instance
    let mainTime: ConcurrentMainScheduler.Time = main.now
    let mainInterval: ConcurrentMainScheduler.TimeInterval = 1
    _ = (mainTime, mainInterval)
    _ = main.schedule(1) { _ in Disposables.create() }
    _ = main.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
    _ = main.schedulePeriodic(1, startAfter: .seconds(1), period: .seconds(1)) { $0 }
    // rx: class CurrentThreadScheduler | CurrentThreadScheduler.instance | CurrentThreadScheduler.schedule(_:action:) | CurrentThreadScheduler.isScheduleRequired
    let isScheduleRequired: Bool = CurrentThreadScheduler.isScheduleRequired
    _ = isScheduleRequired
    _ = CurrentThreadScheduler.instance.schedule(1) { _ in Disposables.create() }
    // rx: class HistoricalScheduler | HistoricalScheduler.init(initialClock:)
    let historical = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
    // rx: struct HistoricalSchedulerTimeConverter | typealias HistoricalSchedulerTimeConverter.VirtualTimeUnit | typealias HistoricalSchedulerTimeConverter.VirtualTimeIntervalUnit | HistoricalSchedulerTimeConverter.convertFromVirtualTime(_:) | HistoricalSchedulerTimeConverter.convertToVirtualTime(_:) | HistoricalSchedulerTimeConverter.convertFromVirtualTimeInterval(_:) | HistoricalSchedulerTimeConverter.convertToVirtualTimeInterval(_:) | HistoricalSchedulerTimeConverter.offsetVirtualTime(_:offset:) | HistoricalSchedulerTimeConverter.compareVirtualTime(_:…)
    let converter = HistoricalSchedulerTimeConverter()
    let unit: HistoricalSchedulerTimeConverter.VirtualTimeUnit = converter.convertToVirtualTime(Date())
    let intervalUnit: HistoricalSchedulerTimeConverter.VirtualTimeIntervalUnit =
        converter.convertToVirtualTimeInterval(1)
    _ = converter.convertFromVirtualTime(unit)
    _ = converter.convertFromVirtualTimeInterval(intervalUnit)
    _ = converter.compareVirtualTime(converter.offsetVirtualTime(unit, offset: intervalUnit), unit)
    // rx: class MainScheduler | MainScheduler.init() | MainScheduler.instance | MainScheduler.asyncInstance | MainScheduler.ensureExecutingOnScheduler(errorMessage:) | MainScheduler.ensureRunningOnMainThread(errorMessage:)
    _ = (MainScheduler(), MainScheduler.instance, MainScheduler.asyncInstance)
    MainScheduler.ensureExecutingOnScheduler(errorMessage: "main")
    MainScheduler.ensureExecutingOnScheduler()
    MainScheduler.ensureRunningOnMainThread(errorMessage: "main")
    // rx: class OperationQueueScheduler | OperationQueueScheduler.operationQueue | OperationQueueScheduler.queuePriority | OperationQueueScheduler.init(operationQueue:queuePriority:) | OperationQueueScheduler.schedule(_:action:)
    let operations = OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .high)
    _ = OperationQueueScheduler(operationQueue: OperationQueue())
    _ = (operations.operationQueue, operations.queuePriority)
    _ = operations.schedule(1) { _ in Disposables.create() }
    // rx: class SerialDispatchQueueScheduler | typealias SerialDispatchQueueScheduler.TimeInterval | typealias SerialDispatchQueueScheduler.Time | SerialDispatchQueueScheduler.now | SerialDispatchQueueScheduler.init(internalSerialQueueName:serialQueueConfiguration:leeway:) | SerialDispatchQueueScheduler.init(queue:internalSerialQueueName:leeway:) | SerialDispatchQueueScheduler.init(qos:internalSerialQueueName:leeway:) | SerialDispatchQueueScheduler.schedule(_:action:) | SerialDispatchQueueScheduler.scheduleRelative(_:dueTime:action:) | SerialDispatchQueueScheduler.schedulePeriodic(_:startAfter:period:action:)
    let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "a", serialQueueConfiguration: { _ in })
    _ = SerialDispatchQueueScheduler(internalSerialQueueName: "b")
    _ = SerialDispatchQueueScheduler(queue: .main, internalSerialQueueName: "c", leeway: .nanoseconds(0))
    _ = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "d")
    _ = SerialDispatchQueueScheduler(qos: .background)
    let serialTime: SerialDispatchQueueScheduler.Time = serial.now
    let serialInterval: SerialDispatchQueueScheduler.TimeInterval = 1
    _ = (serialTime, serialInterval)
    _ = serial.schedule(1) { _ in Disposables.create() }
    _ = serial.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
    _ = serial.schedulePeriodic(1, startAfter: .seconds(1), period: .seconds(1)) { $0 }
    // rx: protocol VirtualTimeConverterType | associatedtype VirtualTimeConverterType.VirtualTimeUnit | associatedtype VirtualTimeConverterType.VirtualTimeIntervalUnit | VirtualTimeConverterType.convertFromVirtualTime(_:) | VirtualTimeConverterType.convertToVirtualTime(_:) | VirtualTimeConverterType.convertFromVirtualTimeInterval(_:) | VirtualTimeConverterType.convertToVirtualTimeInterval(_:) | VirtualTimeConverterType.offsetVirtualTime(_:offset:) | VirtualTimeConverterType.compareVirtualTime(_:…) | enum VirtualTimeComparison
    func compare<Converter: VirtualTimeConverterType>(
        _ converter: Converter, _ time: Converter.VirtualTimeUnit
    )
        -> VirtualTimeComparison
    {
        converter.compareVirtualTime(time, time)
    }
    _ = compare(converter, unit)
    // rx: class VirtualTimeScheduler | typealias VirtualTimeScheduler.VirtualTime | typealias VirtualTimeScheduler.VirtualTimeInterval | VirtualTimeScheduler.now | VirtualTimeScheduler.clock | VirtualTimeScheduler.init(initialClock:converter:) | VirtualTimeScheduler.schedule(_:action:) | VirtualTimeScheduler.scheduleRelative(_:dueTime:action:) | VirtualTimeScheduler.scheduleRelativeVirtual(_:dueTime:action:) | VirtualTimeScheduler.scheduleAbsoluteVirtual(_:time:action:) | VirtualTimeScheduler.adjustScheduledTime(_:) | VirtualTimeScheduler.start() | VirtualTimeScheduler.advanceTo(_:) | VirtualTimeScheduler.sleep(_:) | VirtualTimeScheduler.stop() | VirtualTimeScheduler.debugDescription
    let virtual = VirtualTimeScheduler(initialClock: Date(), converter: converter)
    let clock: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>.VirtualTime = virtual.clock
    let step: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>.VirtualTimeInterval = 1
    _ = (virtual.now, virtual.debugDescription, historical.clock)
    _ = virtual.schedule(1) { _ in Disposables.create() }
    _ = virtual.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
    _ = virtual.scheduleRelativeVirtual(1, dueTime: step) { _ in Disposables.create() }
    _ = virtual.scheduleAbsoluteVirtual(1, time: clock) { _ in Disposables.create() }
    _ = virtual.adjustScheduledTime(clock)
    virtual.sleep(step)
    virtual.advanceTo(clock)
    virtual.start()
    virtual.stop()
}
