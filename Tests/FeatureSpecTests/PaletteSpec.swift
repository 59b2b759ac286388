import Domain
import Features
import ReactiveCore
import ReactiveTesting
import Styles
import Testing

/// A palette view whose taps are scripted and whose outputs are recorded.
final class ScriptedPaletteView: PaletteView {
    let changeColorRequests: Observable<Void>
    let colors: TestableObserver<PaletteColor>
    let titles: TestableObserver<String>

    init(scheduler: TestScheduler, taps: [TestTime]) {
        changeColorRequests = intents(scheduler, at: taps)
        colors = scheduler.createObserver(PaletteColor.self)
        titles = scheduler.createObserver(String.self)
    }

    var backgroundColor: Binder<PaletteColor> { recorder(colors) }
    var buttonTitle: Binder<String> { recorder(titles) }
}

/// The palette, the same scenarios for every style. Every scenario ends with zero live
/// resources; a view model kept alive by a retain cycle would keep its subjects and relays
/// alive, so this also checks that the view models are released.
@Suite(.tracksResources)
struct PaletteSpec {
    @Test(arguments: Style.allCases)
    func startsRedAndSaysBlueComesNext(style: Style) {
        runScenario { scheduler in
            let view = ScriptedPaletteView(scheduler: scheduler, taps: [])
            let binding = style.binding.bindPalette(to: view)
            scheduler.start()
            #expect(view.colors.events == [.next(0, .red)])
            #expect(view.titles.events == [.next(0, "Change to blue")])
            binding.dispose()
        }
    }

    @Test(arguments: Style.allCases)
    func eachTapMovesToTheNextColorAndWrapsRound(style: Style) {
        runScenario { scheduler in
            let view = ScriptedPaletteView(scheduler: scheduler, taps: [100, 200, 300])
            let binding = style.binding.bindPalette(to: view)
            scheduler.start()
            #expect(view.colors.events == [.next(0, .red), .next(100, .blue), .next(200, .purple), .next(300, .red)])
            #expect(
                view.titles.events == [
                    .next(0, "Change to blue"), .next(100, "Change to purple"), .next(200, "Change to red"),
                    .next(300, "Change to blue"),
                ])
            binding.dispose()
        }
    }

    @Test(arguments: Style.allCases)
    func nothingIsShownAfterTheBindingIsDisposed(style: Style) {
        runScenario { scheduler in
            let view = ScriptedPaletteView(scheduler: scheduler, taps: [100, 300])
            let binding = style.binding.bindPalette(to: view)
            scheduler.scheduleAt(200) { binding.dispose() }
            scheduler.start()
            #expect(view.colors.events == [.next(0, .red), .next(100, .blue)])
        }
    }
}
