import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct DisposableTests {
    @Test func anonymousDisposableRunsItsActionOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(count == 1)
        #expect(disposable.isDisposed)
    }

    @Test func binaryAndArrayDisposablesDisposeInOrder() {
        var log: [Int] = []
        Disposables.create(Disposables.create { log.append(1) }, Disposables.create { log.append(2) }).dispose()
        Disposables.create([Disposables.create { log.append(3) }, Disposables.create { log.append(4) }]).dispose()
        #expect(log == [1, 2, 3, 4])
    }

    @Test func compositeDisposableInsertsRemovesAndCounts() {
        var log: [String] = []
        let composite = CompositeDisposable()
        let first = composite.insert(Disposables.create { log.append("first") })
        _ = composite.insert(Disposables.create { log.append("second") })
        #expect(composite.count == 2)
        composite.remove(for: first!)
        #expect(log == ["first"])
        #expect(composite.count == 1)
        composite.dispose()
        #expect(log == ["first", "second"])
        #expect(composite.count == 0)
        let late = composite.insert(Disposables.create { log.append("late") })
        #expect(late == nil)
        #expect(log.last == "late")
    }

    @Test func serialDisposableDisposesWhatItReplaces() {
        var log: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("a") }
        serial.disposable = Disposables.create { log.append("b") }
        #expect(log == ["a"])
        serial.dispose()
        serial.disposable = Disposables.create { log.append("c") }
        #expect(log == ["a", "b", "c"])
        #expect(serial.isDisposed)
    }

    @Test func singleAssignmentDisposableDisposesALateAssignment() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { disposed = true })
        #expect(disposed)
        #expect(single.isDisposed)
    }

    @Test func booleanDisposableRecordsDisposal() {
        let disposable = BooleanDisposable()
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
        #expect(BooleanDisposable(isDisposed: true).isDisposed)
    }

    @Test func disposeBagDisposesEverythingWhenReleased() {
        var count = 0
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { count += 1 }.disposed(by: bag!)
        Disposables.create { count += 1 }.disposed(by: bag!)
        #expect(count == 0)
        bag = nil
        #expect(count == 2)
    }

    @Test func subscriptionsEndWithZeroLiveResources() {
        let (_, live) = Resources.withScope {
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
            subject.onNext(1)
            subscription.dispose()
        }
        #expect(live == 0)
    }

    @Test func aSubscriptionThatIsNeverDisposedIsCountedAsLive() {
        let subject = PublishSubject<Int>()
        let (subscription, live) = Resources.withScope { subject.subscribe(onNext: { _ in }) }
        #expect(live > 0)
        subscription.dispose()
    }
}
