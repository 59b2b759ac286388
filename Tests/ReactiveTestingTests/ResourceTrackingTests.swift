import ReactiveCore
import ReactiveTesting
import Testing

struct ResourceTrackingTests {
    @Test func scopesCountOnlyTheirOwnResources() {
        let outside = PublishSubject<Int>()
        let (inner, live) = Resources.withScope { () -> Disposable in
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { _ in }).dispose()
            return outside.subscribe(onNext: { _ in })
        }
        // The scope holds the subscription to `outside` (its sink and its subscription token);
        // the subject made and released inside the scope is no longer counted.
        #expect(live == 2)
        inner.dispose()
    }

    @Test func aScopeEndsAtZeroOnceEverythingIsDisposed() {
        let (_, live) = Resources.withScope {
            let bag = DisposeBag()
            let relay = BehaviorRelay(value: 1)
            relay.map { $0 * 2 }.subscribe(onNext: { _ in }).disposed(by: bag)
            relay.accept(2)
        }
        #expect(live == 0)
    }

    @Test func theTraitReportsALeakAsAnIssue() async {
        await withKnownIssue("a subscription that is never disposed must be reported") {
            try await ResourceTrackingTrait.tracksResources.provideScope(
                for: Test.current!, testCase: Test.Case.current, performing: { leakASubscription() })
        }
    }
}

/// Subscribes to a subject that stays alive, and never disposes the subscription.
private func leakASubscription() {
    let subject = PublishSubject<Int>()
    _ = subject.subscribe(onNext: { _ in })
    LeakedSubjects.keep(subject)
}

/// Keeps leaked subjects alive on purpose.
private enum LeakedSubjects {
    nonisolated(unsafe) static var kept: [PublishSubject<Int>] = []

    static func keep(_ subject: PublishSubject<Int>) {
        kept.append(subject)
    }
}
