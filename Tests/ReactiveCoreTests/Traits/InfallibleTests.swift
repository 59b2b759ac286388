import ReactiveCore
import ReactiveTesting
import Testing

/// `Infallible`, RxSwift 6's trait of sequences that cannot fail, on virtual time.
@Suite(.tracksResources)
struct InfallibleTests {
    let scheduler = TestScheduler(initialClock: 0)

    /// RxSwift's `testAsInfallible_BehaviourRelay` with its leak check on: two bindings whose
    /// disposables are dropped, a relay fed by a hot observable that never ends. A subscription
    /// that does not end lives until it is disposed, here as in RxSwift: the binding of the hot
    /// observable keeps 6 resources (its sinks hold each other until disposal or a terminal
    /// event), and RxSwift 6.10.2 itself, run with the same check
    /// (`Tools/Compatibility/rxswift-suite.sh … --on-rxswift`), keeps 18 and fails the test too.
    /// Disposing the same bindings frees everything.
    @Test func bindingsOfANeverEndingSourceLiveUntilDisposed() {
        func bindAndRun(dispose: Bool) -> Int32 {
            let scheduler = TestScheduler(initialClock: 0)
            return Resources.withScope {
                let relay = BehaviorRelay<Int>(value: 0)
                let source = scheduler.createHotObservable([.next(500, 25), .next(600, 33)])
                let observer = scheduler.createObserver(Int.self)
                let bindings = [relay.asInfallible().bind(to: observer), source.bind(to: relay)]
                scheduler.start()
                #expect(observer.events == [.next(0, 0), .next(500, 25), .next(600, 33)])
                if dispose { bindings.forEach { $0.dispose() } }
            }.live
        }
        #expect(bindAndRun(dispose: false) == 6)
        #expect(bindAndRun(dispose: true) == 0)
    }

    @Test func anErrorBecomesTheFallbackElementAndCompletion() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let observer = scheduler.start { source.asInfallible(onErrorJustReturn: -1).asObservable() }
        #expect(observer.events == [.next(210, 1), .next(220, -1), .completed(220)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test func anErrorHandsOverToTheFallbackOrTheRecovery() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let fallback = scheduler.start {
            source.asInfallible(onErrorFallbackTo: .of(7, 8)).asObservable()
        }
        #expect(fallback.events == [.next(210, 1), .next(220, 7), .next(220, 8), .completed(220)])
        let recovered = TestScheduler(initialClock: 0)
        let failing = recovered.createHotObservable([Recorded<Event<Int>>.error(230, TestError.boom)])
        var seen: [String] = []
        let observer = recovered.start {
            failing.asInfallible(onErrorRecover: { error in
                seen.append("\(error)")
                return .just(0)
            }).asObservable()
        }
        #expect(observer.events == [.next(230, 0), .completed(230)])
        #expect(seen == ["boom"])
    }

    @Test func createSendsElementsAndCompletionInOrder() {
        var log: [String] = []
        let sequence = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            return Disposables.create { log.append("disposed upstream") }
        }
        _ = sequence.subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        #expect(log == ["next 1", "next 2", "completed", "disposed", "disposed upstream"])
    }

    @Test func operatorsKeepTheTrait() {
        let typing = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "ab"), .next(230, "ab"), .next(400, "abc"), .completed(600),
        ])
        let observer = scheduler.start {
            typing.asInfallible(onErrorJustReturn: "")
                .debounce(.seconds(50), scheduler: scheduler)
                .distinctUntilChanged()
                .map { $0.count }
                .filter { $0 > 1 }
                .scan(0, accumulator: +)
                .startWith(-1)
                .asObservable()
        }
        #expect(observer.events == [.next(200, -1), .next(280, 2), .next(450, 5), .completed(600)])
    }

    @Test func flatMapLatestWithLatestFromAndTheStaticCombiners() {
        let taps = scheduler.createHotObservable([.next(210, ()), .next(260, ()), .completed(400)])
        let name = scheduler.createHotObservable([.next(205, "Ada"), .next(250, "Grace")])
        let observer = scheduler.start {
            let greetings = taps.asInfallible(onErrorJustReturn: ())
                .withLatestFrom(name.asInfallible(onErrorJustReturn: "")) { _, name in name }
                .flatMapLatest { name in Infallible.just("Hello, \(name)!") }
            return Infallible.merge(greetings, Infallible<String>.never()).take(2).asObservable()
        }
        #expect(observer.events == [.next(210, "Hello, Ada!"), .next(260, "Hello, Grace!"), .completed(260)])
        let combined = Infallible.combineLatest(Infallible.just(1), Infallible.of(2, 3)) { $0 * 10 + $1 }
        let zipped = Infallible.zip(Infallible.of(1, 2), Infallible.of(3, 4)) { $0 + $1 }
        var values: [Int] = []
        _ = combined.subscribe(onNext: { values.append($0) })
        _ = zipped.subscribe(onNext: { values.append($0) })
        #expect(values == [12, 13, 4, 6])
    }

    @Test func bindsToRelaysAndTicksOnTime() {
        let relay = BehaviorRelay(value: 0)
        let observer = scheduler.start {
            Infallible<Int>.interval(.seconds(100), scheduler: scheduler).take(3)
                .do(onNext: { relay.accept($0) })
                .asObservable()
        }
        #expect(observer.events == [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])
        #expect(relay.value == 2)
        let published = PublishRelay<String>()
        var received: [String] = []
        let subscription = published.subscribe(onNext: { received.append($0) })
        let binding = Infallible.of("a", "b").bind(to: published)
        #expect(received == ["a", "b"])
        binding.dispose()
        subscription.dispose()
    }
}
