import Domain
import Features
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// Situation 6 on every feature: the owner (a coordinator holding the feature's presentation and
/// its view controller) is released without disposing anything, after the user acted once and the
/// view went off screen (the platform's `viewDidDisappear`).
@MainActor
enum LifetimeProbes {
    /// Plays situation 6 on `feature` with `makers`, or returns `nil` when they cannot make it.
    static func ownerGoesAway(
        _ feature: Feature, _ makers: ScreenMakers, template: AppDatabase
    ) async throws -> Verdict? {
        let fixture = try RunFixture.probe(template: template, favorites: LibraryProbes.favorites)
        let recorder = fixture.recorder
        switch feature {
        case .palette:
            guard let make = makers.palette else { return nil }
            let view = RecordingTap(ScriptedPaletteView(), recorder: recorder)
            return await verdict(fixture, view, { _ in make() }, act: { view.user.tap() })
        case .greeting:
            guard let make = makers.greeting else { return nil }
            let view = RecordingTap(ScriptedGreetingView(), recorder: recorder)
            return await verdict(
                fixture, view, { _ in make() },
                act: {
                    view.user.type("Ada")
                    view.user.validate()
                })
        case .search:
            guard let make = makers.search else { return nil }
            let view = RecordingTap(ScriptedSearchView(), recorder: recorder)
            return await verdict(fixture, view, make) { view.user.type("bea") }
        case .genres:
            guard let make = makers.genres else { return nil }
            let view = RecordingTap(ScriptedGenresView(), recorder: recorder)
            return await verdict(fixture, view, make) { view.user.refresh() }
        case .library:
            guard let make = makers.library else { return nil }
            let view = RecordingTap(ScriptedLibraryView(), recorder: recorder)
            return await verdict(fixture, view, make) { view.user.toggleFavorite(0) }
        case .editor:
            guard let make = makers.editor else { return nil }
            let track = try fixture.database.track(id: 1)
            let view = RecordingTap(ScriptedEditorView(), recorder: recorder)
            return await verdict(fixture, view, { make(track, $0) }, act: { view.user.rate(3) })
        }
    }

    /// Shows `view` with a view controller its owner holds, lets the user `act` at 100 ms, plays
    /// the clock, takes the view off screen, then releases the owner and looks whether the view
    /// model went with it.
    private static func verdict<View>(
        _ fixture: RunFixture, _ view: View, _ make: @MainActor (FeatureEnvironment) -> Presentation<View>,
        act: @escaping () -> Void
    ) async -> Verdict {
        weak var viewModel: AnyObject?
        var owner: Owner<View>? = Owner()
        var controllerHoldsIt = false
        await fixture.play {
            let screen = make(fixture.environment)
            owner!.controller = screen.show(on: view)
            owner!.screen = screen
            controllerHoldsIt = screen.viewModel === owner!.controller
            fixture.clock.at(100, act)
        }
        viewModel = owner!.screen?.viewModel
        let wasMade = viewModel != nil
        owner!.controller?.disappear()
        owner = nil
        // What the owner's bag ended (a task's observation, say) finishes as the main actor goes on.
        await ScenarioClock.settle()
        let what = controllerHoldsIt ? "the view controller (which alone holds the view model)" : "the view model"
        guard wasMade else {
            return Verdict("nothing to free", pitfall: true, evidence: "the screen reported no view model")
        }
        return viewModel == nil
            ? Verdict("freed", evidence: "no strong reference to \(what) is left once the owner's bag is gone")
            : Verdict("kept alive", pitfall: true, evidence: "\(what) outlived its owner: a retain cycle holds it")
    }

    /// What a coordinator holds: the feature's presentation and its view controller.
    @MainActor
    private final class Owner<View> {
        var screen: Presentation<View>?
        var controller: ViewController<View>?
    }
}
