// The API-surface test, part 3: RxSwift's traits (Single, Maybe, Completable, Infallible).
// Nothing here runs: compiling it is the test (see CoreSurface.swift).

import Foundation
import ReactiveCore

private final class TraitAnchor {}

private struct TraitResource: Disposable {
    func dispose() {}
}

private func singles(_ single: Single<Int>, _ maybe: Maybe<Int>, _ scheduler: SchedulerType) async throws {
    // rx: enum SingleTrait | typealias Single | typealias SingleEvent | typealias Single.SingleObserver | Single.create(subscribe:)
    let made = Single<Int>.create { (observer: @escaping Single<Int>.SingleObserver) in
        observer(SingleEvent<Int>.success(1))
        return Disposables.create()
    }
    let trait: PrimitiveSequence<SingleTrait, Int> = made
    // rx: Single.subscribe(_:) | Single.subscribe(with:onSuccess:onFailure:onDisposed:) | Single.subscribe(onSuccess:onFailure:onDisposed:)
    let anchor = TraitAnchor()
    _ = trait.subscribe { (event: SingleEvent<Int>) in _ = event }
    _ = single.subscribe(with: anchor, onSuccess: { _, _ in }, onFailure: { _, _ in }, onDisposed: { _ in })
    _ = single.subscribe(onSuccess: { _ in }, onFailure: { _ in }, onDisposed: {})
    // rx: Single.just(_:) | Single.just(_:scheduler:) | Single.error(_:) | Single.never()
    _ = (Single.just(1), Single.just(1, scheduler: scheduler), Single<Int>.error(RxError.unknown), Single<Int>.never())
    // rx: Single.`do`(onSuccess:afterSuccess:onError:afterError:onSubscribe:onSubscribed:onDispose:)
    _ = single.do(
        onSuccess: { _ in }, afterSuccess: { _ in }, onError: { _ in }, afterError: { _ in }, onSubscribe: {},
        onSubscribed: {}, onDispose: {})
    // rx: Single.filter(_:) | Single.map(_:) | Single.compactMap(_:) | Single.flatMap(_:) | Single.flatMapMaybe(_:) | Single.flatMapCompletable(_:)
    let filtered: Maybe<Int> = single.filter { $0 > 0 }
    _ = (filtered, single.map { $0 + 1 }, single.compactMap { $0 > 0 ? $0 : nil })
    _ = single.flatMap { Single.just($0) }
    _ = single.flatMapMaybe { Maybe.just($0) }
    _ = single.flatMapCompletable { _ in Completable.empty() }
    // rx: Single.zip(_:resultSelector:) | Single.zip(_:) | PrimitiveSequence.zip(_:…resultSelector:) | PrimitiveSequence.zip(_:…)
    _ = Single.zip([single, single]) { $0.count }
    _ = Single.zip([single, single])
    _ = Single.zip(single, single.map { "\($0)" })
    _ = Single.zip(single, single, single, single, single, single, single, single) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    _ = Maybe.zip(maybe, maybe)
    let singlePair: Single<(Int, Int)> = Single<Any>.zip(single, single)
    let maybePair: Maybe<(Int, Int)> = Maybe<Any>.zip(maybe, maybe)
    let counted: Single<Int> = Single<Int>.zip([single, single]) { $0.count }
    _ = (singlePair, maybePair, counted)
    // rx: Single.catchAndReturn(_:) | Single.asMaybe() | Single.asCompletable()
    _ = (single.catchAndReturn(0), single.asMaybe(), single.asCompletable())
    // rx: PrimitiveSequence.create(detached:priority:work:) | PrimitiveSequence.value
    _ = Single<Int>.create(detached: true, priority: .high) { 1 }
    _ = Single<Int>.create { 1 }
    let value: Int = try await single.value
    let maybeValue: Int? = try await maybe.value
    try await Completable.empty().value
    _ = (value, maybeValue)
}

private func maybes(_ maybe: Maybe<Int>, _ single: Single<Int>, _ scheduler: SchedulerType) {
    // rx: enum MaybeTrait | typealias Maybe | enum MaybeEvent | typealias Maybe.MaybeObserver | Maybe.create(subscribe:)
    let made = Maybe<Int>.create { (observer: @escaping Maybe<Int>.MaybeObserver) in
        observer(MaybeEvent<Int>.completed)
        return Disposables.create()
    }
    let trait: PrimitiveSequence<MaybeTrait, Int> = made
    // rx: Maybe.subscribe(_:) | Maybe.subscribe(with:onSuccess:onError:onCompleted:onDisposed:) | Maybe.subscribe(onSuccess:onError:onCompleted:onDisposed:)
    _ = trait.subscribe { (event: MaybeEvent<Int>) in _ = event }
    _ = maybe.subscribe(
        with: TraitAnchor(), onSuccess: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
    _ = maybe.subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
    // rx: Maybe.just(_:) | Maybe.just(_:scheduler:) | Maybe.error(_:) | Maybe.never() | Maybe.empty()
    _ = (Maybe.just(1), Maybe.just(1, scheduler: scheduler), Maybe<Int>.error(RxError.unknown))
    _ = (Maybe<Int>.never(), Maybe<Int>.empty())
    // rx: Maybe.`do`(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)
    _ = maybe.do(
        onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
        afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    // rx: Maybe.filter(_:) | Maybe.map(_:) | Maybe.compactMap(_:) | Maybe.flatMap(_:)
    _ = maybe.filter { $0 > 0 }.map { $0 + 1 }.compactMap { $0 > 0 ? $0 : nil }.flatMap { Maybe.just($0) }
    // rx: Maybe.ifEmpty(default:) | Maybe.ifEmpty(switchTo:) | Maybe.catchAndReturn(_:)
    let orDefault: Single<Int> = maybe.ifEmpty(default: 0)
    let orMaybe: Maybe<Int> = maybe.ifEmpty(switchTo: Maybe.just(0))
    let orSingle: Single<Int> = maybe.ifEmpty(switchTo: single)
    _ = (orDefault, orMaybe, orSingle, maybe.catchAndReturn(0))
}

private func completables(_ completable: Completable, _ single: Single<Int>, _ maybe: Maybe<Int>) {
    // rx: enum CompletableTrait | typealias Completable | enum CompletableEvent | typealias Completable.CompletableObserver | Completable.create(subscribe:)
    let made = Completable.create { (observer: @escaping Completable.CompletableObserver) in
        observer(CompletableEvent.completed)
        return Disposables.create()
    }
    let trait: PrimitiveSequence<CompletableTrait, Never> = made
    // rx: Completable.subscribe(_:) | Completable.subscribe(with:onCompleted:onError:onDisposed:) | Completable.subscribe(onCompleted:onError:onDisposed:)
    _ = trait.subscribe { (event: CompletableEvent) in _ = event }
    _ = completable.subscribe(with: TraitAnchor(), onCompleted: { _ in }, onError: { _, _ in }, onDisposed: { _ in })
    _ = completable.subscribe(onCompleted: {}, onError: { _ in }, onDisposed: {})
    // rx: Completable.error(_:) | Completable.never() | Completable.empty()
    _ = (Completable.error(RxError.unknown), Completable.never(), Completable.empty())
    // rx: Completable.`do`(onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)
    _ = completable.do(
        onError: { _ in }, afterError: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {},
        onSubscribed: {}, onDispose: {})
    // rx: Completable.concat(_:) | Completable.zip(_:)
    _ = completable.concat(completable)
    _ = Completable.concat(completable, completable)
    _ = Completable.concat([completable, completable])
    _ = Completable.concat(AnySequence([completable]))
    _ = Completable.zip(completable, completable)
    _ = Completable.zip([completable, completable])
    _ = Completable.zip(AnyCollection([completable]))
    // rx: Completable.andThen(_:)
    let thenSingle: Single<Int> = completable.andThen(single)
    let thenMaybe: Maybe<Int> = completable.andThen(maybe)
    let thenCompletable: Completable = completable.andThen(completable)
    let thenObservable: Observable<Int> = completable.andThen(Observable.just(1))
    _ = (thenSingle, thenMaybe, thenCompletable, thenObservable)
}

private func primitiveSequences(_ single: Single<Int>, _ scheduler: SchedulerType) {
    // rx: struct PrimitiveSequence | protocol PrimitiveSequenceType | associatedtype PrimitiveSequence.Trait | associatedtype PrimitiveSequence.Element | PrimitiveSequence.primitiveSequence | PrimitiveSequence.asObservable()
    func raw<Sequence: PrimitiveSequenceType>(
        _ sequence: Sequence
    ) -> PrimitiveSequence<Sequence.Trait, Sequence.Element> {
        sequence.primitiveSequence
    }
    _ = raw(single).asObservable()
    // rx: PrimitiveSequence.deferred(_:) | PrimitiveSequence.delay(_:scheduler:) | PrimitiveSequence.delaySubscription(_:scheduler:) | PrimitiveSequence.observe(on:) | PrimitiveSequence.subscribe(on:)
    _ = Single<Int>.deferred { .just(1) }
    _ = single.delay(.seconds(1), scheduler: scheduler).delaySubscription(.seconds(1), scheduler: scheduler)
    _ = single.observe(on: scheduler).subscribe(on: scheduler)
    // rx: PrimitiveSequence.`catch`(_:) | PrimitiveSequence.retry(_:) | PrimitiveSequence.retry(when:)
    _ = single.catch { _ in .just(0) }.retry(2)
    _ = single.retry { (errors: Observable<Swift.Error>) in errors.take(1) }
    _ = single.retry { (errors: Observable<RxError>) in errors.take(1) }
    // rx: PrimitiveSequence.debug(_:trimOutput:file:line:function:) | PrimitiveSequence.using(_:primitiveSequenceFactory:)
    _ = single.debug("single", trimOutput: false)
    _ = Single.using({ TraitResource() }, primitiveSequenceFactory: { _ in single })
    // rx: PrimitiveSequence.timeout(_:scheduler:) | PrimitiveSequence.timeout(_:other:scheduler:) | PrimitiveSequence.timer(_:scheduler:)
    _ = single.timeout(.seconds(1), scheduler: scheduler)
    _ = single.timeout(.seconds(1), other: .just(0), scheduler: scheduler)
    _ = (Single<Int>.timer(.seconds(1), scheduler: scheduler), Maybe<UInt>.timer(.seconds(1), scheduler: scheduler))
}

@available(*, deprecated, message: "calls RxSwift's deprecated spellings on purpose")
private func deprecatedTraits(_ single: Single<Int>, _ maybe: Maybe<Int>, _ scheduler: SchedulerType) {
    // rx: Single.subscribe(onSuccess:onError:onDisposed:) | Single.catchErrorJustReturn(_:) | Maybe.catchErrorJustReturn(_:)
    _ = single.subscribe(onSuccess: { _ in }, onError: { _ in }, onDisposed: {})
    _ = (single.catchErrorJustReturn(0), maybe.catchErrorJustReturn(0))
    // rx: PrimitiveSequence.observeOn(_:) | PrimitiveSequence.subscribeOn(_:) | PrimitiveSequence.catchError(_:) | PrimitiveSequence.retryWhen(_:)
    _ = single.observeOn(scheduler).subscribeOn(scheduler).catchError { _ in .just(0) }
    _ = single.retryWhen { (errors: Observable<Swift.Error>) in errors.take(1) }
    _ = single.retryWhen { (errors: Observable<RxError>) in errors.take(1) }
}

private func infallibles(_ numbers: Infallible<Int>, _ observable: Observable<Int>, _ scheduler: SchedulerType) {
    // rx: protocol InfallibleType | struct Infallible | Infallible.asObservable() | enum InfallibleEvent | InfallibleEvent.event | typealias Infallible.InfallibleObserver | Infallible.create(subscribe:)
    func plain<Source: InfallibleType>(_ source: Source) -> Observable<Source.Element> { source.asObservable() }
    _ = plain(numbers)
    let made = Infallible<Int>.create { (observer: @escaping Infallible<Int>.InfallibleObserver) in
        observer(.next(1))
        observer(InfallibleEvent<Int>.completed)
        return Disposables.create()
    }
    _ = InfallibleEvent<Int>.next(1).event
    // rx: Infallible.subscribe(with:onNext:onCompleted:onDisposed:) | Infallible.subscribe(onNext:onCompleted:onDisposed:) | Infallible.subscribe(_:)
    _ = made.subscribe(with: TraitAnchor(), onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
    _ = made.subscribe(onNext: { _ in }, onCompleted: {}, onDisposed: {})
    _ = made.subscribe { (event: InfallibleEvent<Int>) in _ = event }
    // rx: ObservableConvertibleType.asInfallible(onErrorJustReturn:) | ObservableConvertibleType.asInfallible(onErrorFallbackTo:) | ObservableConvertibleType.asInfallible(onErrorRecover:)
    _ = observable.asInfallible(onErrorJustReturn: 0)
    _ = observable.asInfallible(onErrorFallbackTo: numbers)
    _ = observable.asInfallible(onErrorRecover: { _ in numbers })
    // rx: Infallible.just(_:) | Infallible.just(_:scheduler:) | Infallible.never() | Infallible.empty() | Infallible.deferred(_:) | Infallible.of(_:scheduler:) | Infallible.from(_:scheduler:)
    _ = (Infallible.just(1), Infallible.just(1, scheduler: scheduler), Infallible<Int>.never(), Infallible<Int>.empty())
    _ = Infallible<Int>.deferred { .just(1) }
    _ = (Infallible.of(1, 2), Infallible.of(1, scheduler: scheduler), Infallible.from([1]), Infallible.from(1...3))
    // rx: Infallible.filter(_:) | Infallible.map(_:) | Infallible.compactMap(_:) | Infallible.startWith(_:) | Infallible.take(_:)
    _ = numbers.filter { $0 > 0 }.map { $0 + 1 }.compactMap { $0 > 0 ? $0 : nil }.startWith(0).take(3)
    // rx: Infallible.distinctUntilChanged() | Infallible.distinctUntilChanged(_:) | Infallible.distinctUntilChanged(_:comparer:) | Infallible.distinctUntilChanged(at:)
    _ = numbers.distinctUntilChanged().distinctUntilChanged { $0 % 2 }.distinctUntilChanged { $0 == $1 }
    _ = numbers.distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    _ = numbers.map { "\($0)" }.distinctUntilChanged(at: \.count)
    // rx: Infallible.debounce(_:scheduler:) | Infallible.throttle(_:latest:scheduler:)
    _ = numbers.debounce(.seconds(1), scheduler: scheduler).throttle(.seconds(1), latest: true, scheduler: scheduler)
    // rx: Infallible.flatMap(_:) | Infallible.flatMapLatest(_:) | Infallible.flatMapFirst(_:) | Infallible.concatMap(_:)
    _ = numbers.flatMap { Infallible.just($0) }.flatMapLatest { Observable.just($0) }
    _ = numbers.flatMapFirst { Infallible.just($0) }.concatMap { Infallible.just($0) }
    // rx: Infallible.concat(_:) | Infallible.merge(_:)
    _ = numbers.concat(numbers)
    _ = (Infallible.concat(numbers, numbers), Infallible.concat([numbers]), Infallible.concat(AnySequence([numbers])))
    _ = (Infallible.merge(numbers, numbers), Infallible.merge([numbers]), Infallible.merge(AnyCollection([numbers])))
    // rx: Infallible.`do`(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)
    _ = numbers.do(
        onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {},
        onDispose: {})
    // rx: Infallible.scan(into:accumulator:) | Infallible.scan(_:accumulator:)
    _ = numbers.scan(into: [Int]()) { $0.append($1) }
    _ = numbers.scan(0) { $0 + $1 }
    // rx: Infallible.take(until:) | Infallible.take(until:behavior:) | Infallible.take(while:behavior:) | Infallible.take(for:scheduler:)
    _ = numbers.take(until: numbers).take(until: observable).take(until: { $0 > 3 }, behavior: .inclusive)
    _ = numbers.take(while: { $0 > 0 }).take(for: .seconds(1), scheduler: scheduler)
    // rx: Infallible.skip(while:) | Infallible.skip(until:) | Infallible.share(replay:scope:)
    _ = numbers.skip(while: { $0 < 0 }).skip(until: observable).share(replay: 1, scope: .whileConnected)
    // rx: Infallible.withUnretained(_:resultSelector:) | Infallible.withUnretained(_:) | Infallible.withLatestFrom(_:resultSelector:) | Infallible.withLatestFrom(_:)
    let anchor = TraitAnchor()
    _ = numbers.withUnretained(anchor) { ($0, $1) }
    _ = numbers.withUnretained(anchor)
    _ = numbers.withLatestFrom(numbers) { $0 + $1 }
    _ = numbers.withLatestFrom(numbers)
    // rx: Infallible.debug(_:trimOutput:file:line:function:)
    _ = numbers.debug("numbers")
    // rx: Infallible.combineLatest(_:resultSelector:) | Infallible.combineLatest(_:) | Infallible.combineLatest(_:…)
    _ = Infallible.combineLatest([numbers, numbers]) { $0.count }
    _ = Infallible.combineLatest([numbers, numbers])
    _ = Infallible.combineLatest(numbers, numbers)
    _ = Infallible.combineLatest(numbers, numbers) { $0 + $1 }
    _ = Infallible.combineLatest(numbers, numbers, numbers, numbers, numbers, numbers, numbers, numbers) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    // rx: Infallible.zip(_:…resultSelector:)
    _ = Infallible.zip(numbers, numbers) { $0 + $1 }
    _ = Infallible.zip(numbers, numbers, numbers, numbers, numbers, numbers, numbers, numbers) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    // rx: Infallible.values
    _ = numbers.values
}
