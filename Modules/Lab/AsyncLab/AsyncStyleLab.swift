import Domain
import Features
import Lab
import ReactiveCore
import StyleAsync

/// What the pitfall lab and the cost report need of the Async style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum AsyncStyleLab: StyleLab {
    package static let style = Style.async
    package static let costNotes = CostNotes(
        longerCode: "every effect spells out its task (started, kept, replaced, cancelled), one-shot events need "
            + "a type of their own, and the reactive view contracts need a small bridge to Observations",
        shorterCode: "state is plain stored properties and intents plain methods: no relay, no operator chain",
        moreAtRunTime: "every effect is a task, each view observes its model in a task of its own, and each "
            + "change goes through the observation registrar before that task reads it again",
        lessAtRunTime: "an intent is a method call; nothing runs for state no view observes")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        AsyncStyle.library(environment: environment, showingErrors: false)
    }

    // No variants: the greeting, the one feature a variant was written for (kept as state, to show
    // it again to a rebuilt view), is a one-shot event, and its main code is right in every row
    // that scores it by its kind; the variant also greeted the same name validated twice only once.
}

extension AsyncStyleLab {
    /// An async model keeps its state in `@MainActor @Observable` properties: watches each one the
    /// view shows, by name, with the thread each change is reported on
    /// (``StateWatch/observing(_:_:_:)``). The models' `Outbox`es are their one-shot events,
    /// not state. Called on the main actor, as the probes run.
    package static func watchState(of viewModel: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable {
        nonisolated(unsafe) let viewModel = viewModel
        nonisolated(unsafe) var watching: Disposable = Disposables.create()
        MainActor.assumeIsolated { watching = watchModel(viewModel, report) }
        return watching
    }

    @MainActor
    private static func watchModel(_ viewModel: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable {
        switch viewModel {
        case let model as LibraryModel:
            StateWatch.observing(model, ["items": { _ = $0.items }, "failure": { _ = $0.failure }], report)
        case let model as EditorModel:
            StateWatch.observing(
                model,
                ["original": { _ = $0.original }, "draft": { _ = $0.draft }, "isSaving": { _ = $0.isSaving }],
                report)
        case let model as GenresModel:
            StateWatch.observing(model, ["phase": { _ = $0.phase }, "genres": { _ = $0.genres }], report)
        default:
            Disposables.create()
        }
    }
}

extension AsyncStyleLab {
    /// An async library model takes a selection by its method, with or without a view.
    @MainActor
    package static func deepLink(into viewModel: AnyObject) -> (@MainActor (Int) -> Void)? {
        switch viewModel {
        case let model as LibraryModel: { model.select($0) }
        default: nil
        }
    }
}
