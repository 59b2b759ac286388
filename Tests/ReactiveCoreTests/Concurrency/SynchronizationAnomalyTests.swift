import Foundation
import ReactiveTesting
import Testing

@testable import ReactiveCore

#if DEBUG
    /// Debug builds report overlapping events where RxSwift's debug builds do: every sink's
    /// forwarding, `create`'s observer, a subject's `on`, the observer of `subscribe(onNext:...)`.
    /// The expected counts are what RxSwift 6.10.2 prints for the same pipelines (one warning per
    /// place the overlapping event passes through).
    ///
    /// The hook is process-wide and other suites run meanwhile, so these count only the anomalies
    /// reported on the test's own thread (see `capturingAnomalies`).
    @Suite(.tracksResources)
    struct SynchronizationAnomalyTests {
        /// A subject whose subscriber sends it the next element: reported once, by the subject,
        /// and the element is still delivered, depth-first.
        @Test func aFeedbackLoopThroughASubjectIsReportedOnce() throws {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                let subscription = subject.subscribe(
                    AnyObserver { event in
                        guard let element = event.element else { return }
                        received.append(element)
                        if element == 1 { subject.onNext(2) }
                    })
                subject.onNext(1)
                subscription.dispose()
            }
            #expect(received == [1, 2])
            #expect(anomalies.map(\.kind) == [.reentrancy])
            let anomaly = try #require(anomalies.first)
            #expect(anomaly.message.hasPrefix("⚠️ Reentrancy anomaly was detected.\n  > Debugging: "))
            #expect(
                anomaly.message.contains(
                    "  > Interpretation: This could mean that there is some kind of unexpected cyclic dependency in your code,\n"
                ))
            #expect(!anomaly.callStack.isEmpty)
            #expect(anomaly.description.hasPrefix(anomaly.message + "  > Call stack:\n"))
        }

        /// A scoped handler takes this task's anomalies in place of the process's handler, which
        /// is left as it was, and stops taking them when its scope ends.
        @Test func aScopedHandlerTakesTheAnomaliesOfItsScopeOnly() {
            let subject = PublishSubject<Int>()
            let scoped = AnomalyLog()
            var outside: [Hooks.SynchronizationAnomaly] = []
            func feedBack() {
                let subscription = subject.subscribe(
                    AnyObserver { event in
                        if event.element == 1 { subject.onNext(2) }
                    })
                subject.onNext(1)
                subscription.dispose()
            }
            outside = capturingAnomalies {
                Hooks.withSynchronizationAnomalyHandler({ scoped.append($0) }) { feedBack() }
            }
            #expect(scoped.anomalies.map(\.kind) == [.reentrancy])
            #expect(outside.isEmpty)
            outside = capturingAnomalies { feedBack() }
            #expect(outside.map(\.kind) == [.reentrancy])
            #expect(scoped.anomalies.count == 1)
        }

        /// The same loop through `subscribe(onNext:)` passes the subject and the subscription's
        /// observer: two warnings, as in RxSwift.
        @Test func aFeedbackLoopThroughSubscribeOnNextIsReportedByTheSubjectAndTheSubscription() throws {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                let subscription = subject.subscribe(onNext: { element in
                    received.append(element)
                    if element == 1 { subject.onNext(2) }
                })
                subject.onNext(1)
                subscription.dispose()
            }
            #expect(received == [1, 2])
            #expect(anomalies.map(\.kind) == [.reentrancy, .reentrancy])
        }

        /// Through `map` as well: the subject, map's sink and the subscription, three warnings
        /// as in RxSwift.
        @Test func aFeedbackLoopThroughAnOperatorIsReportedByEachPlaceItPasses() throws {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                let subscription = subject.map { $0 * 10 }.subscribe(onNext: { element in
                    received.append(element)
                    if element == 10 { subject.onNext(2) }
                })
                subject.onNext(1)
                subscription.dispose()
            }
            #expect(received == [10, 20])
            #expect(anomalies.map(\.kind) == [.reentrancy, .reentrancy, .reentrancy])
        }

        /// `create`'s observer, called again from the subscriber: the observer, its sink and the
        /// subscription, three warnings as in RxSwift.
        @Test func reenteringCreatesObserverIsReported() throws {
            var observer: AnyObserver<Int>?
            let source = Observable<Int>.create { created in
                observer = created
                return Disposables.create()
            }
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                let subscription = source.subscribe(onNext: { element in
                    received.append(element)
                    if element == 1 { observer?.onNext(2) }
                })
                observer?.onNext(1)
                subscription.dispose()
            }
            observer = nil
            #expect(received == [1, 2])
            #expect(anomalies.map(\.kind) == [.reentrancy, .reentrancy, .reentrancy])
        }

        /// `bind(to:)` an observer ends, as in RxSwift, in `subscribe(_:)`'s observer, which has
        /// no check: a loop back into the subject is reported once, by the subject. RxSwift
        /// 6.10.2 prints 1 (measured with the same pipeline; docs/COMPATIBILITY.md says how).
        @Test func aFeedbackLoopThroughBindToAnObserverIsReportedByTheSubjectAlone() {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                let binding = subject.bind(
                    to: AnyObserver { event in
                        guard let element = event.element else { return }
                        received.append(element)
                        if element == 1 { subject.onNext(2) }
                    })
                subject.onNext(1)
                binding.dispose()
            }
            #expect(received == [1, 2])
            #expect(anomalies.map(\.kind) == [.reentrancy])
        }

        /// Through `map`, `bind(to:)` an observer adds map's sink: 2, as RxSwift prints.
        @Test func aFeedbackLoopThroughMapAndBindToIsReportedByTheSubjectAndTheSink() {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                let binding = subject.map { $0 * 10 }.bind(
                    to: AnyObserver { event in
                        guard let element = event.element else { return }
                        received.append(element)
                        if element == 10 { subject.onNext(2) }
                    })
                subject.onNext(1)
                binding.dispose()
            }
            #expect(received == [10, 20])
            #expect(anomalies.map(\.kind) == [.reentrancy, .reentrancy])
        }

        /// `bind(to:)` a relay ends, as RxRelay's, in `subscribe(_:)`'s unchecked observer: the
        /// loop passes the subject and the relay's own subject, 2 as RxSwift prints.
        @Test func aFeedbackLoopThroughBindToARelayIsReportedByTheSubjectAndTheRelay() {
            let subject = PublishSubject<Int>()
            let relay = PublishRelay<Int>()
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                let watching = relay.subscribe(
                    AnyObserver { event in
                        guard let element = event.element else { return }
                        received.append(element)
                        if element == 1 { subject.onNext(2) }
                    })
                let binding = subject.bind(to: relay)
                subject.onNext(1)
                binding.dispose()
                watching.dispose()
            }
            #expect(received == [1, 2])
            #expect(anomalies.map(\.kind) == [.reentrancy, .reentrancy])
        }

        /// `drive(_:)` an observer, the Driver's scheduler mocked by one that runs every action at
        /// once (a test's stand-in for the main scheduler): the Driver's `observe(on:)` queues the
        /// fed-back element until the first is delivered, so only the relay's subject, upstream,
        /// sees the overlap: 1, as RxSwift prints, and the elements stay in order.
        @Test func aFeedbackLoopThroughDriveIsReportedByTheRelayAlone() {
            let relay = BehaviorRelay(value: 0)
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                SharingScheduler.mock(scheduler: AtOnceScheduler()) {
                    let driving = relay.asDriver().drive(
                        AnyObserver { event in
                            guard let element = event.element else { return }
                            received.append(element)
                            if element == 1 { relay.accept(2) }
                        })
                    relay.accept(1)
                    driving.dispose()
                }
            }
            #expect(received == [0, 1, 2])
            #expect(anomalies.map(\.kind) == [.reentrancy])
        }

        /// `drive(_:)` a `Binder` through `map`: still 1, as RxSwift prints; the map after the
        /// Driver's queue is not re-entered.
        @Test func aFeedbackLoopThroughDriveToABinderIsReportedByTheRelayAlone() {
            let relay = BehaviorRelay(value: 0)
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                SharingScheduler.mock(scheduler: AtOnceScheduler()) {
                    let binder = Binder<Int>(relay, scheduler: AtOnceScheduler()) { relay, element in
                        received.append(element)
                        if element == 10 { relay.accept(2) }
                    }
                    let driving = relay.asDriver().map { $0 * 10 }.drive(binder)
                    relay.accept(1)
                    driving.dispose()
                }
            }
            #expect(received == [0, 10, 20])
            #expect(anomalies.map(\.kind) == [.reentrancy])
        }

        /// `startWith` has no check of its own, as RxSwift's, which hands its observer to the
        /// source: the subject and the subscription, 2 as RxSwift prints.
        @Test func startWithIsNotAPlaceOfItsOwn() {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let anomalies = capturingAnomalies {
                let subscription = subject.startWith(0).subscribe(onNext: { element in
                    received.append(element)
                    if element == 1 { subject.onNext(2) }
                })
                subject.onNext(1)
                subscription.dispose()
            }
            #expect(received == [0, 1, 2])
            #expect(anomalies.map(\.kind) == [.reentrancy, .reentrancy])
        }

        /// Events that follow one another, through subjects, operators, `create` and the
        /// trampoline, are never reported.
        @Test func aPipelineWithoutOverlapReportsNothing() throws {
            let subject = BehaviorSubject(value: 0)
            var received: [Int] = []
            let tenTimes = { (element: Int) -> Observable<Int> in
                Observable.create { observer in
                    observer.onNext(element * 10)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            let anomalies = capturingAnomalies {
                let subscription = Observable.merge(subject.asObservable(), Observable.of(1, 2, 3).flatMap(tenTimes))
                    .map { $0 + 1 }
                    .filter { $0 != 2 }
                    .scan(0, accumulator: +)
                    .subscribe(onNext: { received.append($0) })
                subject.onNext(4)
                subject.onNext(5)
                subject.onCompleted()
                subscription.dispose()
            }
            #expect(received == [1, 12, 33, 64, 69, 75])
            #expect(anomalies.isEmpty)
        }

        /// A subject sent an event from the test's thread while another thread is still
        /// delivering one: a synchronization anomaly from the subject and one from the
        /// subscription, as RxSwift prints (it stops the process only when built with
        /// `FATAL_SYNCHRONIZATION`).
        @Test func twoThreadsSendingAtOnceAreReported() throws {
            let subject = PublishSubject<Int>()
            let inside = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            let received = LockedState<[Int]>([])
            let subscription = subject.subscribe(onNext: { element in
                received.withLock { $0.append(element) }
                if element == 1 {
                    inside.signal()
                    release.wait()
                }
            })
            let anomalies = try capturingAnomalies {
                // Weak: the thread may outlive the test by a moment, and must not keep the subject.
                Thread { [weak subject] in
                    subject?.onNext(1)
                    finished.signal()
                }.start()
                try waitFor(inside)
                subject.onNext(2)
                release.signal()
                try waitFor(finished)
            }
            subscription.dispose()
            #expect(received.withLock { $0 } == [1, 2])
            #expect(anomalies.map(\.kind) == [.synchronization, .synchronization])
            #expect(anomalies.first?.message.hasPrefix("⚠️ Synchronization anomaly was detected.\n") == true)
            #expect(
                anomalies.first?.message.contains(
                    "  > Interpretation: Two different unsynchronized threads are trying to send some event simultaneously.\n"
                ) == true)
        }
    }

    /// Runs every action at once, reentrant or not: the scheduler the `drive(_:)` cases mock the
    /// main scheduler with, as the RxSwift program they were measured with does.
    private final class AtOnceScheduler: SchedulerType {
        var now: RxTime { Date(timeIntervalSince1970: 0) }

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            action(state)
        }

        func scheduleRelative<StateType>(
            _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
        ) -> Disposable {
            action(state)
        }

        func schedulePeriodic<StateType>(
            _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
            action: @escaping (StateType) -> StateType
        ) -> Disposable {
            Disposables.create()
        }
    }
#endif
