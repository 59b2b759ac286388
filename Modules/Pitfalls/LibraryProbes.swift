import Domain
import Features
import ReactiveCore
import Scenarios
import Storage

/// The situations probed on the library: a toggle is a write, so lost and repeated effects show
/// as service calls.
package enum LibraryProbes {
    /// The favorites every library probe starts with, the first the oldest.
    static let favorites: [Int64] = [1, 6]

    /// Situation 3: the view controller binds the list and the intents, not the error message;
    /// the user toggles a favorite.
    ///
    /// - Parameter bind: the view controller, as the style writes it for such a view.
    package static func outputNotBound(
        template: AppDatabase, _ bind: (LibraryView, FeatureEnvironment) -> Disposable
    ) throws -> Verdict {
        let rig = try ProbeRig(template: template, favorites: favorites)
        let view = ScriptedLibraryView(recorder: rig.recorder)
        var binding: Disposable?
        rig.play {
            binding = bind(view, rig.environment)
            rig.clock.at(100) { view.toggles.accept(0) }
        }
        binding?.dispose()
        let saves = rig.calls.filter { $0.hasPrefix("toggleFavorite") }.count
        return saves == 1
            ? Verdict("saves the toggle", evidence: "one toggleFavorite call; the list updated")
            : Verdict(
                "loses the toggle", pitfall: true,
                evidence: "\(saves) toggleFavorite calls: the save is part of the unbound output")
    }

    /// Situation 4: a second view binds the same view model; the user toggles in the first.
    package static func outputBoundTwice(
        template: AppDatabase, _ make: (FeatureEnvironment) -> Screen<LibraryView>
    ) throws -> Verdict {
        let rig = try ProbeRig(template: template, favorites: favorites)
        let first = ScriptedLibraryView(recorder: rig.recorder)
        let second = ScriptedLibraryView(recorder: rig.recorder)
        var bindings: [Disposable] = []
        rig.play {
            let screen = make(rig.environment)
            bindings = [screen.bind(to: first), screen.bind(to: second)]
            rig.clock.at(100) { first.toggles.accept(0) }
        }
        bindings.forEach { $0.dispose() }
        let saves = rig.calls.filter { $0.hasPrefix("toggleFavorite") }.count
        let observations = rig.favoritesObservations
        let evidence =
            "\(saves) toggleFavorite call\(saves == 1 ? "" : "s"), \(observations) observation"
            + "\(observations == 1 ? "" : "s") of the favorites"
        switch (saves, observations) {
        case (1, 1): return Verdict("one save, one observation", evidence: evidence)
        case (1, _):
            return Verdict("one save, an observation per view", evidence: evidence + ": a pipeline per binding")
        default: return Verdict("repeats the save", pitfall: true, evidence: evidence)
        }
    }

    /// Situation 6: the owner (the screen and a dispose bag holding its binding) is released
    /// without calling dispose, after a toggle has been saved.
    package static func ownerGoesAway(
        template: AppDatabase, _ make: (FeatureEnvironment) -> Screen<LibraryView>
    ) throws -> Verdict {
        let rig = try ProbeRig(template: template, favorites: favorites)
        let view = ScriptedLibraryView(recorder: rig.recorder)
        weak var viewModel: AnyObject?
        var owner: Owner? = Owner()
        rig.play {
            let screen = make(rig.environment)
            screen.bind(to: view).disposed(by: owner!.bag)
            owner!.screen = screen
            rig.clock.at(100) { view.toggles.accept(0) }
        }
        viewModel = owner!.screen?.viewModel
        let wasMade = viewModel != nil
        owner = nil
        guard wasMade else {
            return Verdict("no view model to free", pitfall: true, evidence: "the screen reported no view model")
        }
        return viewModel == nil
            ? Verdict("freed", evidence: "no strong reference to the view model is left once the owner's bag is gone")
            : Verdict(
                "kept alive", pitfall: true, evidence: "the view model outlived its owner: a retain cycle holds it")
    }

    /// What a view controller holds: its screen and the bag of its bindings.
    private final class Owner {
        let bag = DisposeBag()
        var screen: Screen<LibraryView>?
    }
}
