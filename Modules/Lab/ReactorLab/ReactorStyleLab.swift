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
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        Presentation(reactor: LibraryReactor(library: environment.library)) {
            LibraryViewController(showingErrors: false)
        }
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(FreshPulseLibrary.self, screen: .library(FreshPulseLibrary.makeLibrary)),
            StyleVariant(FreshPulseGenres.self, screen: .genres(FreshPulseGenres.makeGenres)),
            StyleVariant(FreshPulseGreeting.self, screen: .greeting(FreshPulseGreeting.makeGreeting)),
            StyleVariant(MainSchedulerLibrary.self, screen: .library(MainSchedulerLibrary.makeLibrary)),
            StyleVariant(MainMutationsLibrary.self, screen: .library(MainMutationsLibrary.makeLibrary)),
            StyleVariant(MainSchedulerEditor.self, screen: .editor(MainSchedulerEditor.makeEditor)),
            StyleVariant(MainMutationsEditor.self, screen: .editor(MainMutationsEditor.makeEditor)),
            StyleVariant(MainSchedulerGenres.self, screen: .genres(MainSchedulerGenres.makeGenres)),
            StyleVariant(MainMutationsGenres.self, screen: .genres(MainMutationsGenres.makeGenres)),
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

extension ReactorStyleLab {
    /// A library reactor takes a selection as an action, with or without a view: ReactorKit's
    /// `reactor.action.onNext(_:)`, which a coordinator handling a deep link calls.
    @MainActor
    package static func deepLink(into viewModel: AnyObject) -> (@MainActor (Int) -> Void)? {
        switch viewModel {
        case let reactor as LibraryReactor: { reactor.action.onNext(.selectRow($0)) }
        case let reactor as MainSchedulerLibrary.LibraryReactor: { reactor.action.onNext(.selectRow($0)) }
        case let reactor as MainMutationsLibrary.LibraryReactor: { reactor.action.onNext(.selectRow($0)) }
        default: nil
        }
    }
}
