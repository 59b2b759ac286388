import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

/// An error that reaches a binding is a programming error, as in RxSwift 6.10.2: a `Binder`
/// (RxSwift/Binder.swift:39), `bind(to:)` a relay (RxRelay/Observable+Bind.swift:51, 97, 143),
/// `bind(onNext:)` and `bind(with:onNext:)` (RxCocoa/Common/Observable+Bind.swift:86, 103) call
/// `rxFatalErrorInDebug`, and a `ControlProperty` (RxCocoa/Traits/ControlProperty.swift:99) calls
/// `bindingError`: a debug build stops the process. These check it in a child process (an exit
/// test), then watch each path through the scoped handler, which takes the error in place of the
/// trap.
@Suite
struct BindingErrorTrapTests {
    #if DEBUG
        @Test func anErrorSentToABinderStopsADebugBuild() async throws {
            let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                final class Label {
                    var text = ""
                }
                let label = Label()
                let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in
                    label.text = text
                }
                binder.on(.error(TestError.boom))
            }
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Fatal error: Binding error: boom"), "RxSwift's message: \(output)")
        }

        @Test func anErrorBoundToARelayStopsADebugBuild() async throws {
            let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let relay = PublishRelay<Int>()
                _ = Observable<Int>.error(TestError.boom).bind(to: relay)
            }
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(
                output.contains("Fatal error: Binding error to publish relay: boom"), "RxRelay's message: \(output)")
        }

        @Test func anErrorSentToAControlPropertyStopsADebugBuild() async throws {
            let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let property = ControlProperty(values: Observable<String>.never(), valueSink: AnyObserver { _ in })
                property.on(.error(TestError.boom))
            }
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Fatal error: Binding error: boom"), "RxCocoa's message: \(output)")
        }
    #else
        /// A release build prints the message and goes on, as RxSwift's does.
        @Test func aReleaseBuildGoesOnAfterABindingError() async {
            await #expect(processExitsWith: .success) {
                let relay = PublishRelay<Int>()
                _ = Observable<Int>.error(TestError.boom).bind(to: relay)
            }
        }
    #endif
}

/// Each path that traps, watched through `Hooks.withBindingErrorHandler(_:body:)`: the handler
/// gets the error, once per binding it reaches, and the binding goes on as a release build's.
@Suite(.tracksResources)
struct BindingErrorHandlerTests {
    final class Label {
        var text = ""
    }

    @Test func aBinderHandsItsErrorToTheHandlerAndKeepsBindingElements() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        let subject = PublishSubject<String>()
        let errors = capturingBindingErrors {
            let subscription = subject.bind(to: binder)
            subject.onNext("a")
            subject.onError(TestError.boom)
            subscription.dispose()
            binder.on(.next("b"))
            binder.on(.error(TestError.other))
            binder.on(.completed)
        }
        #expect(errors == [.boom, .other])
        #expect(label.text == "b", "a Binder is not a subscription: an error does not stop it")
    }

    @Test func bindToPublishRelaysHandsTheErrorOverOncePerBinding() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let log = EventLog<Int>()
        let errors = capturingBindingErrors {
            let listening = first.subscribe(AnyObserver(eventHandler: log.record))
            let subscription = Observable.of(1, 2).concat(Observable.error(TestError.boom)).bind(to: first, second)
            first.accept(3)
            subscription.dispose()
            listening.dispose()
        }
        #expect(errors == [.boom], "one binding to two relays: one error")
        #expect(log.events == [.next(1), .next(2), .next(3)], "the relay never fails and still accepts")
    }

    @Test func bindToBehaviorRelaysHandsTheErrorOver() {
        let relay = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let errors = capturingBindingErrors {
            Observable.of(1).concat(Observable.error(TestError.boom)).bind(to: relay).dispose()
            Observable.of(2).concat(Observable.error(TestError.other)).bind(to: optional).dispose()
        }
        #expect(errors == [.boom, .other])
        #expect(relay.value == 1)
        #expect(optional.value == 2)
    }

    @Test func bindToReplayRelaysHandsTheErrorOver() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let optional = ReplayRelay<Int?>.create(bufferSize: 1)
        let log = EventLog<Int>()
        let errors = capturingBindingErrors {
            Observable.of(1).concat(Observable.error(TestError.boom)).bind(to: relay).dispose()
            Observable.of(2).concat(Observable.error(TestError.other)).bind(to: optional).dispose()
            relay.subscribe(AnyObserver(eventHandler: log.record)).dispose()
        }
        #expect(errors == [.boom, .other])
        #expect(log.events == [.next(1)])
    }

    @Test func bindOnNextHandsTheErrorOver() {
        let label = Label()
        var received: [Int] = []
        let errors = capturingBindingErrors {
            Observable.of(1).concat(Observable.error(TestError.boom)).bind { received.append($0) }.dispose()
            Observable.of("x").concat(Observable.error(TestError.other))
                .bind(with: label) { label, text in label.text = text }
                .dispose()
        }
        #expect(errors == [.boom, .other])
        #expect(received == [1])
        #expect(label.text == "x")
    }

    @Test func aControlPropertyHandsTheErrorOverAndNotToItsSink() {
        let sink = EventLog<String?>()
        let property = ControlProperty(
            values: Observable<String?>.never(), valueSink: AnyObserver(eventHandler: sink.record))
        let errors = capturingBindingErrors {
            let subscription = Observable<String?>.of("a").concat(Observable.error(TestError.boom)).bind(to: property)
            subscription.dispose()
            property.orEmpty.on(.error(TestError.other))
        }
        #expect(errors == [.boom, .other])
        #expect(sink.events == [.next("a")], "the value sink never sees the error")
    }

    /// Not a binding in RxSwift's sense: `bind(to:)` an observer is `subscribe`, and forwards
    /// the error.
    @Test func bindToASubjectOrAnObserverForwardsTheError() {
        let subject = PublishSubject<Int>()
        let subjectLog = EventLog<Int>()
        let observerLog = EventLog<Int>()
        let errors = capturingBindingErrors {
            let listening = subject.subscribe(AnyObserver(eventHandler: subjectLog.record))
            Observable.of(1).concat(Observable.error(TestError.boom)).bind(to: subject).dispose()
            Observable.of(2).concat(Observable.error(TestError.boom))
                .bind(to: AnyObserver(eventHandler: observerLog.record))
                .dispose()
            listening.dispose()
        }
        #expect(errors.isEmpty)
        #expect(subjectLog.events == [.next(1), .error(TestError.boom)])
        #expect(observerLog.events == [.next(2), .error(TestError.boom)])
    }

    /// The innermost scope takes the error; the outer one sees nothing of it.
    @Test func theInnermostScopeTakesTheError() {
        let relay = PublishRelay<Int>()
        var inner: [TestError?] = []
        let outer = capturingBindingErrors {
            inner = capturingBindingErrors {
                Observable<Int>.error(TestError.boom).bind(to: relay).dispose()
            }
            Observable<Int>.error(TestError.other).bind(to: relay).dispose()
        }
        #expect(inner == [.boom])
        #expect(outer == [.other])
    }

    // MARK: A naive binding, and the same guarded

    /// A view model's input, as a view model built naively binds it: the view's stream straight
    /// into a relay. A failing control is then an error at a binding: a debug build traps.
    @Test func naiveAFailingControlBoundStraightIntoARelayReachesTheTrap() {
        let control = PublishSubject<String>()
        let query = BehaviorRelay(value: "")
        let errors = capturingBindingErrors {
            let binding = control.bind(to: query)
            control.onNext("ab")
            control.onError(TestError.boom)
            binding.dispose()
        }
        #expect(errors == [.boom])
        #expect(query.value == "ab")
    }

    /// The same input with the error handled before the binding (`asDriver(onErrorJustReturn:)`):
    /// nothing reaches the trap.
    @Test func guardedAFailingControlRecoveredBeforeTheBindingDoesNotTrap() {
        let control = PublishSubject<String>()
        let query = BehaviorRelay(value: "")
        let errors = capturingBindingErrors {
            SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: TestScheduler(initialClock: 0))) {
                let binding = control.asDriver(onErrorJustReturn: "").drive(query)
                control.onNext("ab")
                control.onError(TestError.boom)
                binding.dispose()
            }
        }
        #expect(errors.isEmpty)
        #expect(query.value == "")
    }
}

/// Runs `body` with a scoped binding-error handler and returns the errors it received, in order
/// (`nil` for an error that is not a ``TestError``, so that a stray one fails the comparison).
func capturingBindingErrors(_ body: () throws -> Void) rethrows -> [TestError?] {
    let log = BindingErrorLog()
    try Hooks.withBindingErrorHandler({ log.append($0) }, body: body)
    return log.errors.map { $0 as? TestError }
}

/// The errors a binding-error handler received, behind a lock.
final class BindingErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Swift.Error] = []

    func append(_ error: Swift.Error) {
        lock.withLock { recorded.append(error) }
    }

    var errors: [Swift.Error] { lock.withLock { recorded } }
}
