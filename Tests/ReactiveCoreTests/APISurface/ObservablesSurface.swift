// The API-surface test, part 2: RxSwift's operators (its `Observables` folder) and RxRelay.
// Nothing here runs: compiling it is the test (see CoreSurface.swift).

import Dispatch
import Foundation
import ReactiveCore

private final class SurfaceAnchor {}

private struct Track: Decodable, Equatable {
    let title: String
}

private struct Resource: Disposable {
    func dispose() {}
}

private func operators(
    _ numbers: Observable<Int>, _ strings: Observable<String>, _ scheduler: SchedulerType, observer: AnyObserver<Int>
) {
    // rx: Observable.amb(_:) | Observable.amb(_:…)
    _ = Observable.amb([numbers, numbers])
    _ = numbers.amb(numbers)
    // rx: Observable.buffer(timeSpan:count:scheduler:)
    _ = numbers.buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler)
    // rx: Observable.`catch`(_:) | Observable.catchAndReturn(_:) | Observable.`catch`(sequence:)
    _ = numbers.catch { _ in .just(0) }
    _ = numbers.catchAndReturn(0)
    _ = Observable.catch(sequence: [numbers, numbers])
    // rx: Observable.retry() | Observable.retry(_:)
    _ = numbers.retry()
    _ = numbers.retry(3)
    // rx: Observable.combineLatest(_:resultSelector:) | Observable.combineLatest(_:) | Observable.combineLatest(_:…)
    _ = Observable.combineLatest([numbers, numbers]) { $0.count }
    _ = Observable.combineLatest([numbers, numbers])
    let latest: Observable<[Int]> = Observable<Int>.combineLatest([numbers, numbers])
    _ = Observable.combineLatest(numbers, strings)
    let latestPair: Observable<(Int, String)> = Observable<Any>.combineLatest(numbers, strings)
    _ = latestPair
    _ = Observable.combineLatest(numbers, strings) { "\($0)\($1)" }
    _ = Observable.combineLatest(numbers, numbers, numbers, numbers, numbers, numbers, numbers, strings)
    _ = Observable.combineLatest(numbers, numbers, numbers, numbers, numbers, numbers, numbers, numbers) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    // rx: Observable.compactMap(_:) | Observable.map(_:) | Observable.filter(_:) | Observable.ignoreElements()
    _ = numbers.compactMap { $0 > 0 ? $0 : nil }.map { $0 * 2 }.filter { $0 > 2 }
    _ = numbers.ignoreElements()
    // rx: Observable.concat(_:) | Observable.concat() | Observable.concatMap(_:)
    _ = numbers.concat(numbers)
    _ = Observable.concat(numbers, numbers)
    _ = Observable.concat([numbers, numbers])
    _ = Observable.concat(AnySequence([numbers]))
    _ = Observable.just(numbers).concat()
    _ = numbers.concatMap { Observable.just($0) }
    // rx: Observable.create(_:) | Observable.deferred(_:) | Observable.empty() | Observable.error(_:) | Observable.never() | Observable.just(_:) | Observable.just(_:scheduler:)
    _ = Observable<Int>.create { observer in
        observer.onNext(1)
        return Disposables.create()
    }
    _ = Observable<Int>.deferred { .just(1) }
    _ = (Observable<Int>.empty(), Observable<Int>.error(RxError.unknown), Observable<Int>.never())
    _ = (Observable.just(1), Observable.just(1, scheduler: scheduler))
    // rx: Observable.debounce(_:scheduler:) | Observable.throttle(_:latest:scheduler:) | Observable.delay(_:scheduler:) | Observable.delaySubscription(_:scheduler:)
    _ = numbers.debounce(.seconds(1), scheduler: scheduler)
    _ = numbers.throttle(.seconds(1), latest: false, scheduler: scheduler)
    _ = numbers.throttle(.seconds(1), scheduler: scheduler)
    _ = numbers.delay(.seconds(1), scheduler: scheduler)
    _ = numbers.delaySubscription(.seconds(1), scheduler: scheduler)
    // rx: Observable.debug(_:trimOutput:file:line:function:)
    _ = numbers.debug()
    _ = numbers.debug("numbers", trimOutput: true, file: #file, line: #line, function: #function)
    // rx: Observable.decode(type:decoder:) | protocol DataDecoder | DataDecoder.decode(_:from:)
    _ = Observable.just(Data()).decode(type: Track.self, decoder: JSONDecoder())
    func decode<Decoder: DataDecoder>(_ decoder: Decoder) throws -> Track {
        try decoder.decode(Track.self, from: Data())
    }
    _ = try? decode(PropertyListDecoder())
    // rx: Observable.ifEmpty(default:) | Observable.ifEmpty(switchTo:)
    _ = numbers.ifEmpty(default: 0)
    _ = numbers.ifEmpty(switchTo: .just(0))
    // rx: Observable.materialize() | Observable.dematerialize()
    _ = numbers.materialize().dematerialize()
    // rx: Observable.distinctUntilChanged() | Observable.distinctUntilChanged(_:) | Observable.distinctUntilChanged(_:comparer:) | Observable.distinctUntilChanged(at:)
    _ = numbers.distinctUntilChanged()
    _ = numbers.distinctUntilChanged { $0 % 10 }
    _ = numbers.distinctUntilChanged { $0 == $1 }
    _ = numbers.distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    _ = strings.distinctUntilChanged(at: \.count)
    // rx: Observable.`do`(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)
    _ = numbers.do(
        onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
        afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    // rx: Observable.element(at:) | Observable.enumerated() | Observable.first() | Observable.single() | Observable.single(_:)
    _ = numbers.element(at: 2)
    _ = numbers.enumerated().map { $0.index + $0.element }
    _ = (numbers.first(), numbers.single(), numbers.single { $0 > 1 })
    // rx: Observable.generate(initialState:condition:scheduler:iterate:) | Observable.range(start:count:scheduler:) | Observable.repeatElement(_:scheduler:) | Observable.of(_:scheduler:) | Observable.from(_:scheduler:)
    _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
    _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })
    _ = Observable.range(start: 0, count: 3, scheduler: scheduler)
    _ = Observable.repeatElement(1, scheduler: scheduler)
    _ = (Observable.of(1, 2, scheduler: scheduler), Observable.of(1, 2))
    _ = (Observable.from([1, 2], scheduler: scheduler), Observable.from(1...3))
    // rx: Observable.from(optional:) | Observable.from(optional:scheduler:)
    _ = (Observable.from(optional: Int?.none), Observable.from(optional: 1, scheduler: scheduler))
    // rx: Observable.groupBy(keySelector:) | Observable.window(timeSpan:count:scheduler:)
    _ = numbers.groupBy { $0 % 2 }.flatMap { $0 }
    _ = numbers.window(timeSpan: .seconds(1), count: 3, scheduler: scheduler).flatMap { $0 }
    // rx: Observable.flatMap(_:) | Observable.flatMapFirst(_:) | Observable.flatMapLatest(_:) | Observable.switchLatest() | Observable.merge() | Observable.merge(maxConcurrent:) | Observable.merge(_:)
    _ = numbers.flatMap { Observable.just($0) }
    _ = numbers.flatMapFirst { Observable.just($0) }
    _ = numbers.flatMapLatest { Observable.just($0) }
    let latestInfallible: Infallible<Int> = numbers.flatMapLatest { Infallible.just($0) }
    _ = latestInfallible
    _ = Observable.just(numbers).switchLatest()
    _ = Observable.just(numbers).merge()
    _ = Observable.just(numbers).merge(maxConcurrent: 2)
    _ = Observable.merge(numbers, numbers)
    _ = Observable.merge([numbers, numbers])
    _ = Observable.merge(AnyCollection([numbers]))
    // rx: class ConnectableObservable | ConnectableObservable.connect() | Observable.publish() | Observable.replay(_:) | Observable.replayAll() | ConnectableObservableType.refCount() | Observable.multicast(_:) | Observable.multicast(makeSubject:) | Observable.multicast(_:selector:)
    let published: ConnectableObservable<Int> = numbers.publish()
    _ = published.connect()
    _ = published.refCount()
    _ = (numbers.replay(1), numbers.replayAll())
    _ = numbers.multicast(PublishSubject<Int>())
    _ = numbers.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
    _ = numbers.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 + 1 } })
    // A subject whose observer takes another element than it sends: RxSwift's `multicast` only
    // asks that its observer take this sequence's elements.
    let described: ConnectableObservable<String> = numbers.multicast(DescribingSubject())
    let describedEach: ConnectableObservable<String> = numbers.multicast(makeSubject: { DescribingSubject() })
    _ = (described, describedEach)
    // rx: Observable.observe(on:) | Observable.subscribe(on:)
    _ = numbers.observe(on: scheduler).subscribe(on: scheduler)
    // rx: Observable.reduce(_:accumulator:mapResult:) | Observable.reduce(_:accumulator:) | Observable.scan(into:accumulator:) | Observable.scan(_:accumulator:) | Observable.toArray()
    _ = numbers.reduce(0, accumulator: +, mapResult: { "\($0)" })
    _ = numbers.reduce(0, accumulator: +)
    _ = numbers.scan(into: [Int]()) { $0.append($1) }
    _ = numbers.scan(0, accumulator: +)
    _ = numbers.toArray()
    // rx: Observable.retry(when:)
    _ = numbers.retry { (errors: Observable<Swift.Error>) in errors.take(2) }
    _ = numbers.retry { (errors: Observable<RxError>) in errors.take(2) }
    // rx: Observable.sample(_:defaultValue:)
    _ = numbers.sample(strings)
    _ = numbers.sample(strings, defaultValue: 0)
    // rx: enum SubjectLifetimeScope | Observable.share(replay:scope:)
    _ = numbers.share()
    _ = numbers.share(replay: 1, scope: SubjectLifetimeScope.forever)
    // rx: Observable.skip(_:) | Observable.skip(_:scheduler:) | Observable.skip(until:) | Observable.skip(while:) | Observable.startWith(_:)
    _ = numbers.skip(1).skip(.seconds(1), scheduler: scheduler).skip(until: strings).skip(while: { $0 < 0 })
    _ = numbers.startWith(1, 2)
    // rx: Observable.take(_:) | Observable.take(for:scheduler:) | Observable.takeLast(_:) | Observable.take(until:) | Observable.take(until:behavior:) | Observable.take(while:behavior:) | enum TakeBehavior
    _ = numbers.take(1).take(for: .seconds(1), scheduler: scheduler).takeLast(1).take(until: strings)
    _ = numbers.take(until: { $0 > 3 }, behavior: TakeBehavior.inclusive).take(while: { $0 > 0 }, behavior: .exclusive)
    _ = numbers.take(while: { $0 > 0 })
    // rx: Observable.timeout(_:scheduler:) | Observable.timeout(_:other:scheduler:) | Observable.interval(_:scheduler:) | Observable.timer(_:period:scheduler:)
    _ = numbers.timeout(.seconds(1), scheduler: scheduler)
    _ = numbers.timeout(.seconds(1), other: numbers, scheduler: scheduler)
    _ = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
    _ = Observable<UInt8>.timer(.seconds(1), period: .seconds(1), scheduler: scheduler)
    _ = Observable<Int>.timer(.seconds(1), scheduler: scheduler)
    // rx: Observable.using(_:observableFactory:)
    _ = Observable.using({ Resource() }, observableFactory: { _ in numbers })
    // rx: Observable.withLatestFrom(_:resultSelector:) | Observable.withLatestFrom(_:) | Observable.withUnretained(_:resultSelector:) | Observable.withUnretained(_:)
    let anchor = SurfaceAnchor()
    _ = numbers.withLatestFrom(strings) { "\($0)\($1)" }
    _ = numbers.withLatestFrom(strings)
    _ = numbers.withUnretained(anchor) { ($0, $1) }
    _ = numbers.withUnretained(anchor)
    // rx: Observable.zip(_:resultSelector:) | Observable.zip(_:) | Observable.zip(_:…)
    _ = Observable.zip([numbers, numbers]) { $0.count }
    _ = Observable.zip([numbers, numbers])
    let zipped: Observable<[Int]> = Observable<Int>.zip([numbers, numbers])
    _ = (latest, zipped)
    _ = Observable.zip(numbers, strings)
    let zippedPair: Observable<(Int, String)> = Observable<Any>.zip(numbers, strings)
    _ = zippedPair
    _ = Observable.zip(numbers, strings) { "\($0)\($1)" }
    _ = Observable.zip(numbers, numbers, numbers, numbers, numbers, numbers, numbers, strings)
    _ = Observable.zip(numbers, numbers, numbers, numbers, numbers, numbers, numbers, numbers) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    // rx: Observable.asSingle() | Observable.asMaybe() | Observable.asCompletable()
    _ = (numbers.asSingle(), numbers.asMaybe(), numbers.ignoreElements().asCompletable())
}

/// RxSwift's deprecated spellings. The function is itself deprecated, so calling them here
/// raises no warning; a spelling that disappeared would still fail the build.
@available(*, deprecated, message: "calls RxSwift's deprecated spellings on purpose")
private func deprecatedOperators(_ numbers: Observable<Int>, _ scheduler: SchedulerType) {
    // rx: Observable.catchError(_:) | Observable.catchErrorJustReturn(_:)
    _ = numbers.catchError { _ in .just(0) }
    _ = Observable.catchError([numbers, numbers])
    _ = numbers.catchErrorJustReturn(0)
    // rx: Observable.elementAt(_:) | Observable.observeOn(_:) | Observable.subscribeOn(_:)
    _ = numbers.elementAt(1).observeOn(scheduler).subscribeOn(scheduler)
    // rx: Observable.retryWhen(_:)
    _ = numbers.retryWhen { (errors: Observable<Swift.Error>) in errors.take(1) }
    _ = numbers.retryWhen { (errors: Observable<RxError>) in errors.take(1) }
    // rx: Observable.skipUntil(_:) | Observable.skipWhile(_:)
    _ = numbers.skipUntil(numbers).skipWhile { $0 < 0 }
    // rx: Observable.take(_:scheduler:) | Observable.takeUntil(_:) | Observable.takeUntil(_:predicate:) | Observable.takeWhile(_:)
    _ = numbers.take(.seconds(1), scheduler: scheduler).takeUntil(numbers).takeWhile { $0 > 0 }
    _ = numbers.takeUntil(.inclusive, predicate: { $0 > 3 })
}

private func relays(_ numbers: Observable<Int>, observer: AnyObserver<Int>) {
    // rx: class BehaviorRelay | BehaviorRelay.accept(_:) | BehaviorRelay.value | BehaviorRelay.init(value:) | BehaviorRelay.subscribe(_:) | BehaviorRelay.asObservable() | BehaviorRelay.asInfallible()
    let behavior = BehaviorRelay(value: 0)
    behavior.accept(behavior.value + 1)
    _ = (behavior.subscribe(observer), behavior.asObservable(), behavior.asInfallible())
    // rx: class PublishRelay | PublishRelay.accept(_:) | PublishRelay.init() | PublishRelay.subscribe(_:) | PublishRelay.asObservable() | PublishRelay.asInfallible()
    let publish = PublishRelay<Int>()
    publish.accept(1)
    _ = (publish.subscribe(observer), publish.asObservable(), publish.asInfallible())
    // rx: class ReplayRelay | ReplayRelay.accept(_:) | ReplayRelay.create(bufferSize:) | ReplayRelay.createUnbound() | ReplayRelay.subscribe(_:) | ReplayRelay.asObservable() | ReplayRelay.asInfallible()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    replay.accept(1)
    _ = (replay.subscribe(observer), replay.asObservable(), replay.asInfallible(), ReplayRelay<Int>.createUnbound())
    // rx: Observable.bind(to:)
    _ = numbers.bind(to: behavior)
    _ = numbers.bind(to: publish, publish)
    _ = numbers.bind(to: replay)
    _ = numbers.map(Optional.some).bind(to: BehaviorRelay<Int?>(value: nil))
    _ = numbers.map(Optional.some).bind(to: PublishRelay<Int?>())
    _ = numbers.map(Optional.some).bind(to: ReplayRelay<Int?>.create(bufferSize: 1))
}

/// A subject that takes numbers and sends their descriptions: its observer's element is not its
/// own, which RxSwift's `multicast(_:)` and `multicast(makeSubject:)` accept.
final class DescribingSubject: SubjectType {
    typealias Element = String

    private let subject = PublishSubject<String>()

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == String {
        subject.subscribe(observer)
    }

    func asObserver() -> AnyObserver<Int> {
        AnyObserver { [subject] event in subject.on(event.map { "\($0)" }) }
    }
}
