import AllStyles
import Domain
import Features
import Testing

@testable import Scenarios

/// A scripted view takes a user's intent only while its view controller has loaded it and it is
/// on screen, as UIKit delivers touches only to a view in a window.
@MainActor
struct ScriptedViewTests {
    @Test func aViewNeverLoadedRefusesAnIntent() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ScriptedLibraryView().toggleFavorite(0) }
        }
    }

    @Test func aViewLoadedButNotAppearedRefusesAnIntent() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = ScriptedPaletteView()
                let controller = Style.mvb.binding.makePalette().makeViewController()
                controller.load(view)
                view.tap()
            }
        }
    }

    @Test func aViewThatDisappearedRefusesAnIntent() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = ScriptedPaletteView()
                let controller = Style.mvb.binding.makePalette().show(on: view)
                controller.disappear()
                view.tap()
            }
        }
    }

    /// An appearance is the lifecycle's: a view controller sends one each time its view appears
    /// (after `viewWillAppear`), none as it loads or disappears.
    @Test func aViewControllerSendsAnAppearanceEachTimeItsViewAppears() {
        let controller = Style.mvb.binding.makePalette().makeViewController()
        var appearances = 0
        let counting = controller.appearances.subscribe(onNext: { appearances += 1 })
        controller.load(ScriptedPaletteView())
        #expect(appearances == 0)
        controller.appear()
        #expect(appearances == 1)
        controller.disappear()
        #expect(appearances == 1)
        controller.appear()
        #expect(appearances == 2)
        controller.disappear()
        counting.dispose()
    }

    /// Loaded and appeared, the view takes the tap, and its view controller shows the next color.
    @Test func aViewOnScreenTakesTheIntent() {
        let view = ScriptedPaletteView()
        var colors: [PaletteColor] = []
        view.onShow = { colors.append($0) }
        let screen = OnScreen(Style.mvb.binding.makePalette(), on: view)
        #expect(view.isOnScreen)
        view.tap()
        screen.leave()
        #expect(!view.isOnScreen)
        #expect(colors == [.red, .blue])
    }
}
