import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct RefCountAndScheduledDisposableTests {
    @Test func theUnderlyingDisposableGoesWithThePrimaryAndTheLastHolder() {
        var disposals = 0
        let shared = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
        let first = shared.retain()
        let second = shared.retain()
        shared.dispose()
        #expect(disposals == 0)
        #expect(!shared.isDisposed)
        first.dispose()
        first.dispose()  // a holder releases once
        #expect(disposals == 0)
        second.dispose()
        #expect(disposals == 1)
        #expect(shared.isDisposed)
        let late = shared.retain()  // nothing left to hold
        late.dispose()
        shared.dispose()
        #expect(disposals == 1)
    }

    @Test func withoutHoldersThePrimaryDisposesAtOnce() {
        var disposals = 0
        let shared = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
        shared.retain().dispose()
        #expect(disposals == 0)
        shared.dispose()
        shared.dispose()
        #expect(disposals == 1)
    }

    @Test func scheduledDisposalRunsOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let scheduled = ScheduledDisposable(
            scheduler: scheduler, disposable: Disposables.create { disposedAt.append(scheduler.clock) })
        scheduler.scheduleAt(300) { scheduled.dispose() }
        scheduler.advanceTo(300)
        #expect(!scheduled.isDisposed)  // the disposal is queued on the scheduler
        scheduler.start()
        #expect(disposedAt == [301])
        #expect(scheduled.isDisposed)
        scheduled.dispose()
        scheduler.start()
        #expect(disposedAt == [301])
    }
}
