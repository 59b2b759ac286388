import Domain
import Features
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// Situation 6 on every feature: the owner (a view controller holding the screen and a dispose
/// bag of its binding) is released without calling dispose, after the user acted once.
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
            return await verdict(fixture, view, { _ in make() }, act: { view.taps.accept(()) })
        case .greeting:
            guard let make = makers.greeting else { return nil }
            let view = RecordingTap(ScriptedGreetingView(), recorder: recorder)
            return await verdict(
                fixture, view, { _ in make() },
                act: {
                    view.nameField.accept("Ada")
                    view.validations.accept(())
                })
        case .search:
            guard let make = makers.search else { return nil }
            let view = RecordingTap(ScriptedSearchView(), recorder: recorder)
            return await verdict(fixture, view, make) { view.queryField.accept("bea") }
        case .genres:
            guard let make = makers.genres else { return nil }
            let view = RecordingTap(ScriptedGenresView(), recorder: recorder)
            return await verdict(fixture, view, make) { view.appearanceEvents.onNext(()) }
        case .library:
            guard let make = makers.library else { return nil }
            let view = RecordingTap(ScriptedLibraryView(), recorder: recorder)
            return await verdict(fixture, view, make) { view.toggles.accept(0) }
        case .editor:
            guard let make = makers.editor else { return nil }
            let track = try fixture.database.track(id: 1)
            let view = RecordingTap(ScriptedEditorView(), recorder: recorder)
            return await verdict(fixture, view, { make(track, $0) }, act: { view.ratings.accept(3) })
        }
    }

    /// Binds `view` into an owner's bag, lets the user `act` at 100 ms, plays the clock, then
    /// releases the owner and looks whether the view model went with it.
    private static func verdict<View>(
        _ fixture: RunFixture, _ view: View, _ make: @MainActor (FeatureEnvironment) -> Screen<View>,
        act: @escaping () -> Void
    ) async -> Verdict {
        weak var viewModel: AnyObject?
        var owner: Owner<View>? = Owner()
        var shape = Screen<View>.Shape.separate
        await fixture.play {
            let screen = make(fixture.environment)
            shape = screen.shape
            screen.bind(to: view).disposed(by: owner!.bag)
            owner!.screen = screen
            fixture.clock.at(100, act)
        }
        viewModel = owner!.screen?.viewModel
        let wasMade = viewModel != nil
        owner = nil
        // What the owner's bag ended (a task's observation, say) finishes as the main actor goes on.
        await ScenarioClock.settle()
        let what = shape == .madeByBinding ? "the controller (which alone holds the view model)" : "the view model"
        guard wasMade else {
            return Verdict("nothing to free", pitfall: true, evidence: "the screen reported no view model")
        }
        return viewModel == nil
            ? Verdict("freed", evidence: "no strong reference to \(what) is left once the owner's bag is gone")
            : Verdict("kept alive", pitfall: true, evidence: "\(what) outlived its owner: a retain cycle holds it")
    }

    /// What a view controller holds: its screen and the bag of its bindings.
    private final class Owner<View> {
        let bag = DisposeBag()
        var screen: Screen<View>?
    }
}
