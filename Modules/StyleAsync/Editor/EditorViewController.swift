import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        editor(track: track, environment: environment)
    }

    /// The editor's view controller; with `leavesWithTheLastBinding` false, leaving the screen
    /// does not cancel the model's tasks.
    @MainActor
    package static func editor(
        track: Track, environment: FeatureEnvironment, leavesWithTheLastBinding: Bool = true
    ) -> Screen<EditorView> {
        let model = EditorModel(track: track, library: environment.libraryClient)
        return .model(
            model, leavesWithTheLastBinding: leavesWithTheLastBinding,
            intents: { view in
                Disposables.create(
                    view.ratingEdits.subscribe(onNext: { model.rate($0) }),
                    view.noteEdits.subscribe(onNext: { model.editNote($0) }),
                    view.saveRequests.subscribe(onNext: { model.save() }),
                    view.cancelRequests.subscribe(onNext: { model.cancel() }))
            },
            state: { view in
                observing { update in
                    update.show(model.title, on: view.title)
                    update.show(model.draft, onceLoadedOn: view.draft)
                    update.show(model.isSaveEnabled, on: view.isSaveEnabled)
                    update.show(model.validationMessage, on: view.validationMessage)
                    update.show(model.saveResult, on: view.saveResult)
                    update.show(model.closing, on: view.close)
                }
            })
    }
}
