// XCTest runs test methods on the main thread (Swift Testing does not, on Linux), where a
// widget's binders run: they use the main scheduler, as RxCocoa's do, which runs work at once on
// the main thread while it has nothing queued.

import Foundation
import ReactiveCore
import XCTest

@testable import TerminalUI

/// The widgets' reactive extensions behave as RxCocoa's do.
final class ReactiveBindingTests: XCTestCase {
    /// Runs `body` and fails when it leaves a live resource behind: what the `.tracksResources`
    /// trait does for a Swift Testing suite.
    private func leavingNothingAlive(_ body: () -> Void, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(Thread.isMainThread, file: file, line: line)
        let (_, live) = Resources.withScope(body)
        XCTAssertEqual(live, 0, "live resources left", file: file, line: line)
    }

    func test_textSendsTheCurrentTextThenTheUsersChangesOnly() {
        leavingNothingAlive {
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
            XCTAssertEqual(seen, ["Ann", "Anne", "Bo"])
            fieldReference = nil
            _ = fieldReference
            XCTAssertFalse(completed)  // the local `field` still holds it
            subscription.dispose()
        }
    }

    func test_textCompletesWhenTheFieldGoesAway() {
        leavingNothingAlive {
            var field: TextField? = TextField(label: "")
            var completed = false
            let subscription = field!.rx.text.subscribe(onCompleted: { completed = true })
            field = nil
            XCTAssertTrue(completed)
            subscription.dispose()
        }
    }

    func test_bindingToTextSetsItWithoutSendingAChange() {
        leavingNothingAlive {
            let field = TextField(label: "")
            var seen: [String] = []
            let subscription = field.rx.text.changed.subscribe(onNext: { seen.append($0) })
            let binding = Observable.just("set").bind(to: field.rx.text)
            XCTAssertEqual(field.text, "set")
            XCTAssertTrue(seen.isEmpty)
            binding.dispose()
            subscription.dispose()
        }
    }

    func test_tapIsSentOnlyWhenTheButtonIsEnabled() {
        leavingNothingAlive {
            let button = Button("Save")
            var taps = 0
            let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
            button.press()
            let disabling = Observable.just(false).bind(to: button.rx.isEnabled)
            button.press()
            XCTAssertEqual(taps, 1)
            XCTAssertFalse(button.isEnabled)
            disabling.dispose()
            subscription.dispose()
        }
    }

    func test_itemSelectedSendsTheChosenRow() {
        leavingNothingAlive {
            let list = ListView()
            var chosen: [Int] = []
            let subscription = list.rx.itemSelected.subscribe(onNext: { chosen.append($0) })
            let items = Observable.just(["a", "b", "c"]).bind(to: list.rx.items)
            list.handle(.enter)
            list.handle(.down)
            list.handle(.down)
            list.handle(.down)
            list.handle(.enter)
            XCTAssertEqual(chosen, [0, 2])
            items.dispose()
            subscription.dispose()
        }
    }

    /// A binding made on another thread sets the text on the main thread, as a RxCocoa binder
    /// does: not before the main run loop turns.
    func test_aBindingFromAnotherThreadSetsTheTextOnTheMainThread() {
        final class Bound: @unchecked Sendable {
            let label = Label()
            var binding: Disposable?
        }
        leavingNothingAlive {
            let bound = Bound()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                bound.binding = Observable.just("x").bind(to: bound.label.rx.text)
                done.signal()
            }
            done.wait()
            XCTAssertEqual(bound.label.text, "")
            let deadline = Date().addingTimeInterval(5)
            while bound.label.text != "x" && Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
            XCTAssertEqual(bound.label.text, "x")
            bound.binding?.dispose()
        }
    }

    func test_labelTextIsABinder() {
        leavingNothingAlive {
            let label = Label()
            let binding = Observable.from(["a", "b"]).bind(to: label.rx.text)
            XCTAssertEqual(label.text, "b")
            let optional = Observable<String?>.just(nil).bind(to: label.rx.optionalText)
            XCTAssertEqual(label.text, "")
            binding.dispose()
            optional.dispose()
        }
    }

    func test_controlPropertyOrEmptyReadsNilAsEmpty() {
        leavingNothingAlive {
            let values = BehaviorRelay<String?>(value: nil)
            var set: [String?] = []
            let property = ControlProperty<String?>(
                values: values.asObservable(),
                valueSink: AnyObserver { event in if case .next(let value) = event { set.append(value) } })
            var seen: [String] = []
            let subscription = property.orEmpty.subscribe(onNext: { seen.append($0) })
            values.accept("x")
            property.orEmpty.onNext("y")
            XCTAssertEqual(seen, ["", "x"])
            XCTAssertEqual(set, ["y"])
            subscription.dispose()
        }
    }
}
