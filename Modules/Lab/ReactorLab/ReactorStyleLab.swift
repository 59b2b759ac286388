import Domain
import Features
import Foundation
import Lab
import ReactiveCore
import StyleReactor

/// What the pitfall lab and the cost report need of the Reactor style: its cost notes, its library
/// for a view with no error label, its variants, and a watch on its reactors' state streams.
package enum ReactorStyleLab: StyleLab {
    package static let style = Style.reactor
    package static let costNotes = CostNotes(
        longerCode: "each feature spells out its Action, Mutation and State types, and the style carries its own "
            + "small ReactorKit (reactor, view, action subject, pulse, stub)",
        shorterCode: "one state and one pure reduce per feature: no relay per output, and the view binds by key path",
        moreAtRunTime: "every action goes through mutate, scan and a replayed state stream, and every output maps "
            + "the whole state and compares it (distinctUntilChanged, pulses)",
        lessAtRunTime: "one shared state stream per reactor, however many outputs or views observe it")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .reactor(LibraryReactor(library: environment.library)) {
            LibraryViewController(view: $0, showingErrors: false)
        }
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "the view skips the pulse the state replays when it binds (skip(1)), taking only later ones; "
                    + "a pulse sent while no view is bound is dropped with it, unreported",
                screen: .library(ReactorStyle.makeFreshPulseLibrary),
                replaces: ["Modules/StyleReactor/Library/LibraryViewController.swift"],
                source: "Modules/Lab/ReactorLab/FreshPulseLibraryViewController.swift"),
            StyleVariant(
                fix: "the view skips the pulse the state replays when it binds (skip(1)), taking only later ones; "
                    + "a pulse sent while no view is bound is dropped with it, unreported",
                screen: .genres(ReactorStyle.makeFreshPulseGenres),
                replaces: ["Modules/StyleReactor/Genres/GenresViewController.swift"],
                source: "Modules/Lab/ReactorLab/FreshPulseGenresViewController.swift"),
            StyleVariant(
                fix: "the view skips the pulse the state replays when it binds (skip(1)), taking only later ones",
                screen: .greeting(ReactorStyle.makeFreshPulseGreeting),
                replaces: ["Modules/StyleReactor/Greeting/GreetingViewController.swift"],
                source: "Modules/Lab/ReactorLab/FreshPulseGreetingViewController.swift"),
            StyleVariant(
                fix:
                    "set the reactor's scheduler to the main scheduler, ReactorKit 3.2.0's own one-line remedy, which observes the actions only",
                screen: .library(ReactorStyle.makeMainSchedulerLibrary),
                replaces: [
                    "Modules/StyleReactor/Library/LibraryReactor.swift",
                    "Modules/StyleReactor/Library/LibraryViewController.swift",
                ],
                source: "Modules/Lab/ReactorLab/MainSchedulerLibraryReactor.swift", isAnAttempt: true),
            StyleVariant(
                fix:
                    "observe the mutations on the main scheduler in transform(mutation:) (observe(on: MainScheduler.instance)), the hop ReactorKit leaves to its users (#218, and again since #257) applied once to every mutation, the merged streams included",
                screen: .library(ReactorStyle.makeMainMutationsLibrary),
                replaces: [
                    "Modules/StyleReactor/Library/LibraryReactor.swift",
                    "Modules/StyleReactor/Library/LibraryViewController.swift",
                ],
                source: "Modules/Lab/ReactorLab/MainMutationsLibraryReactor.swift"),
            StyleVariant(
                fix:
                    "set the reactor's scheduler to the main scheduler, ReactorKit 3.2.0's own one-line remedy, which observes the actions only",
                screen: .editor(ReactorStyle.makeMainSchedulerEditor),
                replaces: [
                    "Modules/StyleReactor/Editor/EditorReactor.swift",
                    "Modules/StyleReactor/Editor/EditorViewController.swift",
                ],
                source: "Modules/Lab/ReactorLab/MainSchedulerEditorReactor.swift", isAnAttempt: true),
            StyleVariant(
                fix:
                    "observe the mutations on the main scheduler in transform(mutation:) (observe(on: MainScheduler.instance)), the hop ReactorKit leaves to its users (#218, and again since #257) applied once to every mutation, the merged streams included",
                screen: .editor(ReactorStyle.makeMainMutationsEditor),
                replaces: [
                    "Modules/StyleReactor/Editor/EditorReactor.swift",
                    "Modules/StyleReactor/Editor/EditorViewController.swift",
                ],
                source: "Modules/Lab/ReactorLab/MainMutationsEditorReactor.swift"),
            StyleVariant(
                fix:
                    "set the reactor's scheduler to the main scheduler, ReactorKit 3.2.0's own one-line remedy, which observes the actions only",
                screen: .genres(ReactorStyle.makeMainSchedulerGenres),
                replaces: [
                    "Modules/StyleReactor/Genres/GenresReactor.swift",
                    "Modules/StyleReactor/Genres/GenresViewController.swift",
                ],
                source: "Modules/Lab/ReactorLab/MainSchedulerGenresReactor.swift", isAnAttempt: true),
            StyleVariant(
                fix:
                    "observe the mutations on the main scheduler in transform(mutation:) (observe(on: MainScheduler.instance)), the hop ReactorKit leaves to its users (#218, and again since #257) applied once to every mutation, the merged streams included",
                screen: .genres(ReactorStyle.makeMainMutationsGenres),
                replaces: [
                    "Modules/StyleReactor/Genres/GenresReactor.swift",
                    "Modules/StyleReactor/Genres/GenresViewController.swift",
                ],
                source: "Modules/Lab/ReactorLab/MainMutationsGenresReactor.swift"),
        ]
    }

    /// A reactor's state is its state stream, reduced and stored as its current state on the
    /// thread each mutation arrives on, and kept in the stream's `replay(1)` (the core's, which the
    /// subject watch does not see): watches that. The state the stream replays as the watch
    /// subscribes is not a change.
    package static func watchState(of viewModel: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable {
        guard let reactor = viewModel as? any Reactor else { return Disposables.create() }
        return watchStateStream(of: reactor, report)
    }

    private static func watchStateStream<R: Reactor>(of reactor: R, _ report: @escaping StateWatch.Report) -> Disposable
    {
        reactor.state.skip(1).subscribe(onNext: { _ in report("state", Thread.isMainThread) })
    }
}
