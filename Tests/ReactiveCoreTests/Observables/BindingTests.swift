import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct BindingTests {
    final class Label: ReactiveCompatible {
        var text = ""
    }

    @Test func bindToObserversAndRelays() {
        let relay = BehaviorRelay(value: 0)
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        let bag = DisposeBag()
        subject.bind(to: relay).disposed(by: bag)
        subject.bind(to: AnyObserver(eventHandler: log.record)).disposed(by: bag)
        subject.onNext(4)
        #expect(relay.value == 4)
        #expect(log.events == [.next(4)])
    }

    @Test func bindWithHoldsTheObjectWeakly() {
        let subject = PublishSubject<String>()
        var label: Label? = Label()
        let subscription = subject.bind(with: label!) { label, text in label.text = text }
        subject.onNext("hello")
        #expect(label?.text == "hello")
        label = nil
        subject.onNext("ignored")
        subscription.dispose()
    }

    @Test func binderRunsOnItsSchedulerAndDropsElementsOnceTheTargetIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var label: Label? = Label()
        let binder = Binder(label!, scheduler: scheduler) { label, text in label.text = text }
        let source = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        let subscription = source.bind(to: binder)
        scheduler.advanceTo(215)
        #expect(label?.text == "a")
        let weakLabel = label.map { WeakBox($0) }
        label = nil
        scheduler.start()
        #expect(weakLabel?.value == nil)
        subscription.dispose()
    }

    @Test func reactiveExtensionsOfferBindersThroughRx() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let subscription = source.bind(to: label.rx.title(on: scheduler))
        scheduler.advanceTo(215)
        #expect(label.text == "a")
        scheduler.start()
        #expect(label.text == "b")
        subscription.dispose()
    }
}

extension Reactive where Base: BindingTests.Label {
    /// A binder for the label's text, on a scheduler the test controls.
    func title(on scheduler: TestScheduler) -> Binder<String> {
        Binder(base, scheduler: scheduler) { label, text in label.text = text }
    }
}

final class WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
