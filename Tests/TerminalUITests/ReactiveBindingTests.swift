import ReactiveCore
import ReactiveTesting
import Testing

@testable import TerminalUI

/// The widgets' reactive extensions behave as RxCocoa's do.
@Suite(.tracksResources)
struct ReactiveBindingTests {
    @Test func textSendsTheCurrentTextThenTheUsersChangesOnly() {
        let field = TextField(label: "Name")
        field.setText("Ann")
        var seen: [String] = []
        var completed = false
        var fieldReference: TextField? = field
        let subscription = field.rx.text.subscribe(onNext: { seen.append($0) }, onCompleted: { completed = true })
        field.handle(.character("e"))
        field.setText("Bob")  // the program's change is not sent
        field.handle(.backspace)
        field.handle(.left)  // no change, nothing sent
        #expect(seen == ["Ann", "Anne", "Bo"])
        fieldReference = nil
        _ = fieldReference
        #expect(!completed)  // the local `field` still holds it
        subscription.dispose()
    }

    @Test func textCompletesWhenTheFieldGoesAway() {
        var field: TextField? = TextField(label: "")
        var completed = false
        let subscription = field!.rx.text.subscribe(onCompleted: { completed = true })
        field = nil
        #expect(completed)
        subscription.dispose()
    }

    @Test func bindingToTextSetsItWithoutSendingAChange() {
        let field = TextField(label: "")
        var seen: [String] = []
        let subscription = field.rx.text.changed.subscribe(onNext: { seen.append($0) })
        let binding = Observable.just("set").bind(to: field.rx.text)
        #expect(field.text == "set")
        #expect(seen.isEmpty)
        binding.dispose()
        subscription.dispose()
    }

    @Test func tapIsSentOnlyWhenTheButtonIsEnabled() {
        let button = Button("Save")
        var taps = 0
        let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
        button.press()
        let disabling = Observable.just(false).bind(to: button.rx.isEnabled)
        button.press()
        #expect(taps == 1)
        #expect(!button.isEnabled)
        disabling.dispose()
        subscription.dispose()
    }

    @Test func itemSelectedSendsTheChosenRow() {
        let list = ListView()
        var chosen: [Int] = []
        let subscription = list.rx.itemSelected.subscribe(onNext: { chosen.append($0) })
        let items = Observable.just(["a", "b", "c"]).bind(to: list.rx.items)
        list.handle(.enter)
        list.handle(.down)
        list.handle(.down)
        list.handle(.down)
        list.handle(.enter)
        #expect(chosen == [0, 2])
        items.dispose()
        subscription.dispose()
    }

    @Test func labelTextIsABinder() {
        let label = Label()
        let binding = Observable.from(["a", "b"]).bind(to: label.rx.text)
        #expect(label.text == "b")
        let optional = Observable<String?>.just(nil).bind(to: label.rx.optionalText)
        #expect(label.text == "")
        binding.dispose()
        optional.dispose()
    }

    @Test func controlPropertyOrEmptyReadsNilAsEmpty() {
        let values = BehaviorRelay<String?>(value: nil)
        var set: [String?] = []
        let property = ControlProperty<String?>(
            values: values.asObservable(),
            valueSink: AnyObserver { event in if case .next(let value) = event { set.append(value) } })
        var seen: [String] = []
        let subscription = property.orEmpty.subscribe(onNext: { seen.append($0) })
        values.accept("x")
        property.orEmpty.onNext("y")
        #expect(seen == ["", "x"])
        #expect(set == ["y"])
        subscription.dispose()
    }
}
