import Features
import ReactiveCore
import ReactiveTesting
import Styles
import Testing

/// A greeting view whose typing and taps are scripted and whose greeting is recorded.
final class ScriptedGreetingView: GreetingView {
    let name: Observable<String>
    let validateRequests: Observable<Void>
    let greetings: TestableObserver<String>

    init(scheduler: TestScheduler, typing: [Recorded<Event<String>>], validations: [TestTime]) {
        name = scheduler.createHotObservable(typing).asObservable().startWith("")
        validateRequests = intents(scheduler, at: validations)
        greetings = scheduler.createObserver(String.self)
    }

    var greeting: Binder<String> { recorder(greetings) }
}

/// The greeting view built from lazily loaded cells: each control exists from its cell's
/// appearance on.
final class ScriptedLazyGreetingView: LazyGreetingView {
    var cells: LazyGreetingCells?
    let greetings: TestableObserver<String>
    // The controls' events, played whether or not their cells have appeared yet.
    private let field: Observable<String>
    private let button: Observable<Void>
    private let cellBag = DisposeBag()

    init(
        scheduler: TestScheduler, nameCellAppears: TestTime, typing: [Recorded<Event<String>>],
        buttonCellAppears: TestTime, validations: [TestTime]
    ) {
        field = scheduler.createHotObservable(typing).asObservable().startWith("")
        button = intents(scheduler, at: validations)
        greetings = scheduler.createObserver(String.self)
        scheduler.scheduleAt(nameCellAppears) { [unowned self] in
            cells?.nameCellAppeared(text: field).disposed(by: cellBag)
        }
        scheduler.scheduleAt(buttonCellAppears) { [unowned self] in
            cells?.buttonCellAppeared(taps: button).disposed(by: cellBag)
        }
    }

    var greeting: Binder<String> { recorder(greetings) }
}

@Suite(.tracksResources)
struct GreetingSpec {
    @Test(arguments: Style.allCases)
    func validatingGreetsTheTrimmedName(style: Style) {
        runScenario { scheduler in
            let view = ScriptedGreetingView(
                scheduler: scheduler, typing: [.next(100, "  Ada "), .next(150, "  Ada Lovelace ")], validations: [200])
            let binding = style.binding.bindGreeting(to: view)
            scheduler.start()
            #expect(view.greetings.events == [.next(200, "Hello, Ada Lovelace!")])
            binding.dispose()
        }
    }

    @Test(arguments: Style.allCases)
    func nothingIsShownUntilTheUserValidates(style: Style) {
        runScenario { scheduler in
            let view = ScriptedGreetingView(scheduler: scheduler, typing: [.next(100, "Ada")], validations: [])
            let binding = style.binding.bindGreeting(to: view)
            scheduler.start()
            #expect(view.greetings.events.isEmpty)
            binding.dispose()
        }
    }

    @Test(arguments: Style.allCases)
    func aBlankNameIsExplainedAndEveryValidationAnswers(style: Style) {
        runScenario { scheduler in
            let view = ScriptedGreetingView(
                scheduler: scheduler, typing: [.next(150, "Bo"), .next(250, "   ")], validations: [100, 200, 210, 300])
            let binding = style.binding.bindGreeting(to: view)
            scheduler.start()
            #expect(
                view.greetings.events == [
                    .next(100, "Enter a name."), .next(200, "Hello, Bo!"), .next(210, "Hello, Bo!"),
                    .next(300, "Enter a name."),
                ])
            binding.dispose()
        }
    }

    @Test(arguments: Style.allCases)
    func theLazyViewGreetsOnceItsControlsHaveAppeared(style: Style) {
        runScenario { scheduler in
            let view = ScriptedLazyGreetingView(
                scheduler: scheduler, nameCellAppears: 50, typing: [.next(100, "Ada")], buttonCellAppears: 150,
                validations: [120, 200])
            let binding = style.binding.bindGreeting(to: view)
            scheduler.start()
            // The tap at 120 happens before the button's cell exists, so nothing answers it.
            #expect(view.greetings.events == [.next(200, "Hello, Ada!")])
            binding.dispose()
        }
    }

    @Test(arguments: Style.allCases)
    func theLazyViewValidatesAnEmptyNameBeforeTheNameCellAppears(style: Style) {
        runScenario { scheduler in
            let view = ScriptedLazyGreetingView(
                scheduler: scheduler, nameCellAppears: 100, typing: [.next(150, "Ada")], buttonCellAppears: 20,
                validations: [50, 200])
            let binding = style.binding.bindGreeting(to: view)
            scheduler.start()
            #expect(view.greetings.events == [.next(50, "Enter a name."), .next(200, "Hello, Ada!")])
            binding.dispose()
        }
    }
}
