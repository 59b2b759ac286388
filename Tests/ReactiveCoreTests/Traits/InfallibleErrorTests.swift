import Foundation
import ReactiveTesting
import Testing

@testable import ReactiveCore

/// An `Infallible` that fails anyway (one built from a sequence that was not meant to), as
/// RxSwift 6.10.2 treats it: `subscribe(_ on:)` calls `rxFatalErrorInDebug` ("Infallible must
/// never emit a error event. error: …", RxSwift/Traits/Infallible/Infallible.swift:93-101), and
/// so does RxCocoa's `bind(to:)` observers, which subscribes through it
/// (RxCocoa/Common/Infallible+Bind.swift); `subscribe(onNext:…)`, `bind(onNext:)` and `bind(to:)`
/// relays go through `Observable.subscribe(onNext:…)` and report to `Hooks.defaultErrorHandler`;
/// `subscribe(with:…)` passes `Observable.subscribe(with:…)` an `onError` that does nothing, so
/// the error is dropped.
@Suite
struct InfallibleErrorTrapTests {
    #if DEBUG
        @Test func subscribeWithAnEventHandlerStopsADebugBuild() async throws {
            let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Infallible<Int>(Observable.error(TestError.boom)).subscribe { _ in }
            }
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(
                output.contains("Fatal error: Infallible must never emit a error event. error: boom"),
                "RxSwift's message: \(output)")
        }

        @Test func bindToAnObserverStopsADebugBuild() async throws {
            let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Infallible<Int>(Observable.error(TestError.boom)).bind(to: AnyObserver<Int> { _ in })
            }
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Fatal error: Infallible must never emit a error event. error: boom"))
        }

        @Test func bindToAnObserverOfOptionalsStopsADebugBuild() async throws {
            let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Infallible<Int>(Observable.error(TestError.boom)).bind(to: AnyObserver<Int?> { _ in })
            }
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Fatal error: Infallible must never emit a error event. error: boom"))
        }

        /// `subscribe(onNext:…)` reports to the default handler and goes on, in a debug build too.
        @Test func subscribeOnNextDoesNotStopADebugBuild() async {
            await #expect(processExitsWith: .success) {
                Hooks.defaultErrorHandler = { _, _ in }
                _ = Infallible<Int>(Observable.error(TestError.boom)).subscribe(onNext: { _ in })
            }
        }
    #else
        /// A release build prints the message and goes on, as RxSwift's does.
        @Test func aReleaseBuildGoesOnAfterAnInfallibleError() async {
            await #expect(processExitsWith: .success) {
                _ = Infallible<Int>(Observable.error(TestError.boom)).subscribe { _ in }
            }
        }
    #endif
}

/// Where each entry point sends the error, watched through the scoped handlers, which take the
/// error in place of the trap and of the default handler.
@Suite(.tracksResources)
struct InfallibleErrorRoutingTests {
    /// The errors that reached the trap and the default handler while `body` ran.
    func routing(_ body: () -> Void) -> (trapped: [TestError?], unhandled: [TestError?]) {
        let unhandled = BindingErrorLog()
        let trapped = capturingBindingErrors {
            Hooks.withUnhandledErrorHandler({ _, error in unhandled.append(error) }, body: body)
        }
        return (trapped, unhandled.errors.map { $0 as? TestError })
    }

    let failing = Infallible<Int>(Observable.of(1).concat(Observable.error(TestError.boom)))

    @Test func subscribeWithAnEventHandlerTrapsAndEndsTheSubscription() {
        var events: [String] = []
        let routed = routing {
            let subscription = Infallible<Int>(
                failing.asObservable().do(onDispose: { events.append("disposed") })
            ).subscribe { event in
                switch event {
                case .next(let element): events.append("next \(element)")
                case .completed: events.append("completed")
                }
            }
            #expect(events == ["next 1", "disposed"])
            subscription.dispose()
        }
        #expect(routed.trapped == [.boom])
        #expect(routed.unhandled == [])
    }

    @Test func bindToObserversTrapsInsteadOfSendingTheErrorOn() {
        let first = EventLog<Int>()
        let optional = EventLog<Int?>()
        let routed = routing {
            failing.bind(to: AnyObserver(eventHandler: first.record), AnyObserver(eventHandler: first.record)).dispose()
            failing.bind(to: AnyObserver(eventHandler: optional.record)).dispose()
        }
        #expect(routed.trapped == [.boom, .boom], "once per binding")
        #expect(routed.unhandled == [])
        #expect(first.events == [.next(1), .next(1)], "the observers never see the error")
        #expect(optional.events == [.next(1)])
    }

    @Test func subscribeOnNextBindOnNextAndBindToRelaysReportToTheDefaultHandler() {
        let relay = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        var received: [Int] = []
        let routed = routing {
            failing.subscribe(onNext: { received.append($0) }).dispose()
            failing.bind(onNext: { received.append($0) }).dispose()
            failing.bind(to: relay).dispose()
            failing.bind(to: behavior).dispose()
            failing.bind(to: replay).dispose()
        }
        #expect(routed.trapped == [])
        #expect(routed.unhandled == [.boom, .boom, .boom, .boom, .boom])
        #expect(received == [1, 1])
        #expect(behavior.value == 1)
    }

    @Test func subscribeWithAnObjectDropsTheError() {
        final class Owner {}
        let owner = Owner()
        var received: [Int] = []
        let routed = routing {
            failing.subscribe(with: owner, onNext: { _, element in received.append(element) }).dispose()
        }
        #expect(routed.trapped == [])
        #expect(routed.unhandled == [])
        #expect(received == [1])
    }
}
