import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct PrimitiveSequenceTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func singleCreateReportsOneOutcome() {
        var results: [String] = []
        let success = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            return Disposables.create()
        }
        success.subscribe(onSuccess: { results.append("success \($0)") }).dispose()
        let failure = Single<Int>.create { single in
            single(.failure(TestError.boom))
            return Disposables.create()
        }
        failure.subscribe(onFailure: { results.append("failure \($0)") }).dispose()
        #expect(results == ["success 1", "failure boom"])
    }

    @Test func asSingleRequiresExactlyOneElement() {
        let one = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { one.asSingle().asObservable() }
        #expect(observer.events == [.next(220, 1), .completed(220)])

        var errors: [RxError] = []
        Observable<Int>.empty().asSingle().subscribe(onFailure: { errors.append($0 as! RxError) }).dispose()
        Observable.of(1, 2).asSingle().subscribe(onFailure: { errors.append($0 as! RxError) }).dispose()
        #expect(errors.map(\.debugDescription) == [RxError.noElements, .moreThanOneElement].map(\.debugDescription))
    }

    @Test func firstTakesTheFirstElementOrNil() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { source.first().asObservable() }
        #expect(observer.events == [.next(210, 1), .completed(210)])
        #expect(source.subscriptions == [Subscription(200, 210)])

        var empty: [Int?] = []
        Observable<Int>.empty().first().subscribe(onSuccess: { empty.append($0) }).dispose()
        #expect(empty == [nil])
    }

    @Test func singleOperatorsKeepTheirTrait() {
        var results: [String] = []
        Single.just(2).map { $0 * 10 }.flatMap { Single.just($0 + 1) }
            .subscribe(onSuccess: { results.append("\($0)") }).dispose()
        Single.just(2).filter { $0 > 5 }
            .subscribe(onSuccess: { results.append("kept \($0)") }, onCompleted: { results.append("filtered out") })
            .dispose()
        Single<Int>.error(TestError.boom).catchAndReturn(7)
            .subscribe(onSuccess: { results.append("recovered \($0)") }).dispose()
        Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }
            .subscribe(onSuccess: { results.append("zipped \($0)") }).dispose()
        #expect(results == ["21", "filtered out", "recovered 7", "zipped 3"])
    }

    @Test func maybeSucceedsCompletesOrFails() {
        var results: [String] = []
        let record: (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let value): results.append("success \(value)")
            case .error(let error): results.append("error \(error)")
            case .completed: results.append("completed")
            }
        }
        Maybe.just(1).subscribe(record).dispose()
        Maybe<Int>.empty().subscribe(record).dispose()
        Maybe<Int>.error(TestError.boom).subscribe(record).dispose()
        Observable.of(1, 2).asMaybe().subscribe(record).dispose()
        Maybe<Int>.empty().ifEmpty(default: 5).subscribe(onSuccess: { results.append("default \($0)") }).dispose()
        #expect(
            results == [
                "success 1", "completed", "error boom", "error \(RxError.moreThanOneElement)", "default 5",
            ])
    }

    @Test func completableAndThenRunsTheNextOnlyAfterCompletion() {
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let second = scheduler.createColdObservable([.next(10, "done"), .completed(10)])
        let observer = scheduler.start {
            first.asCompletable().andThen(second.asSingle()).asObservable()
        }
        #expect(observer.events == [.next(240, "done"), .completed(240)])
        #expect(second.subscriptions == [Subscription(230, 240)])
    }

    /// RxSwift's `testCompletable_FirstCompletableNotRetainedBeyondCompletion`.
    @Test func completableAndThenLetsGoOfTheFirstOnceItCompletes() {
        final class Captured {}
        let first: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        var object: Captured? = Captured()
        weak let weakObject = object
        var completable = first.asCompletable().do(onCompleted: { [object] in _ = object })
        let subscription = completable.andThen(Observable<Int>.never()).subscribe()
        scheduler.advanceTo(300)
        object = nil
        completable = .never()
        #expect(weakObject == nil)
        #expect(first.subscriptions == [Subscription(0, 210)])
        subscription.dispose()
    }

    @Test func completableAndThenSkipsTheNextOnError() {
        let second = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let observer = scheduler.start {
            Completable.error(TestError.boom).andThen(second.asObservable())
        }
        #expect(observer.events == [.error(200, TestError.boom)])
        #expect(second.subscriptions.isEmpty)
    }

    @Test func asCompletableIgnoresElements() {
        var results: [String] = []
        Observable.of(1, 2).ignoreElements().asCompletable().subscribe(onCompleted: { results.append("completed") })
            .dispose()
        Single.just(1).asCompletable().subscribe { event in
            if case .completed = event { results.append("single completed") }
        }.dispose()
        #expect(results == ["completed", "single completed"])
    }
}

/// `zip` of singles and maybes, two to eight of them, as RxSwift declares it.
@Suite(.tracksResources)
struct PrimitiveZipTests {
    @Test func singlesZipOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = Single.just(1).delay(.seconds(10), scheduler: scheduler)
        let second = Single.just("b").delay(.seconds(30), scheduler: scheduler)
        let third = Single.just(true).delay(.seconds(20), scheduler: scheduler)
        let observer = scheduler.start {
            Single.zip(first, second, third) { "\($0)\($1)\($2)" }.asObservable()
        }
        // Each delayed single completes a tick after its element; the longest completes at 231
        // (RxSwift 6.10.2 gives the same, in a /tmp run).
        #expect(observer.events == [.next(230, "1btrue"), .completed(231)])
        var tuple: (Int, Int, Int, Int, Int, Int, Int, Int)?
        _ = Single.zip(.just(1), .just(2), .just(3), .just(4), .just(5), .just(6), .just(7), .just(8))
            .subscribe(onSuccess: { tuple = $0 })
        #expect(tuple.map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] } == [1, 2, 3, 4, 5, 6, 7, 8])
    }

    /// RxSwift 6.10.2's `Single.zip` of an empty collection is `.just(resultSelector([]))`
    /// (checked in a /tmp run: `next([]) @ 200, completed @ 200`).
    @Test func singlesZipOfNoSinglesSucceedsWithTheSelectorOfNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let plain = scheduler.start { Single.zip([Single<Int>]()).asObservable().map(\.count) }
        #expect(plain.events == [.next(200, 0), .completed(200)])
        let other = TestScheduler(initialClock: 0)
        let selected = other.start { Single.zip([Single<Int>](), resultSelector: { $0.count + 7 }).asObservable() }
        #expect(selected.events == [.next(200, 7), .completed(200)])
        var failure: Error?
        _ = Single.zip([Single<Int>](), resultSelector: { _ -> Int in throw TestError.boom })
            .subscribe(onFailure: { failure = $0 })
        #expect(failure as? TestError == .boom)
    }

    @Test func maybesZipAndAnEmptyOneMakesItEmpty() {
        var results: [String] = []
        _ = Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }
            .subscribe(onSuccess: { results.append("success \($0)") }, onCompleted: { results.append("empty") })
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }
            .subscribe(onSuccess: { results.append("success \($0)") }, onCompleted: { results.append("empty") })
        #expect(results == ["success 3", "empty"])
    }
}

/// The traits' own creation operators.
@Suite(.tracksResources)
struct PrimitiveCreationTests {
    @Test func timersSucceedWithZeroAfterTheirDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single<Int>.timer(.seconds(50), scheduler: scheduler).asObservable() }
        #expect(single.events == [.next(250, 0), .completed(250)])
        let later = TestScheduler(initialClock: 0)
        let maybe = later.start { Maybe<Int>.timer(.seconds(30), scheduler: later).asObservable() }
        #expect(maybe.events == [.next(230, 0), .completed(230)])
        let scheduled = TestScheduler(initialClock: 0)
        let just = scheduled.start { Maybe.just(7, scheduler: scheduled).asObservable() }
        #expect(just.events == [.next(201, 7), .completed(202)])
    }

    @Test func completablesZipAndConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let short = Completable.empty().delay(.seconds(10), scheduler: scheduler)
        let long = Completable.empty().delay(.seconds(40), scheduler: scheduler)
        let zipped = scheduler.start { Completable.zip(short, long).asObservable() }
        #expect(zipped.events == [.completed(240)])
        let sequential = TestScheduler(initialClock: 0)
        let first = Completable.empty().delay(.seconds(10), scheduler: sequential)
        let second = Completable.empty().delay(.seconds(40), scheduler: sequential)
        let concatenated = sequential.start { Completable.concat(first, second).asObservable() }
        #expect(concatenated.events == [.completed(250)])
        let failing = Completable.zip(.error(TestError.boom), .never())
        var failure: Error?
        let subscription = failing.subscribe(onError: { failure = $0 })
        #expect(failure as? TestError == .boom)
        subscription.dispose()
    }
}
