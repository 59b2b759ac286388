import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let model = EditorModel(track: track, library: environment.library)
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.ratingEdits.send(to: model) { $0.rate($1) },
                    view.noteEdits.send(to: model) { $0.editNote($1) },
                    view.saveRequests.send(to: model) { model, _ in model.save() },
                    view.cancelRequests.send(to: model) { model, _ in model.cancel() })
            },
            state: { view in
                Disposables.create(
                    state(model) { $0.title }.drive(view.title),
                    state(model) { $0.draft }.compactMap { $0 }.drive(view.draft),
                    state(model) { $0.isSaveEnabled }.drive(view.isSaveEnabled),
                    state(model) { $0.validationMessage }.drive(view.validationMessage),
                    event(model, { $0.saveResult }, clear: { $0.saveResult = nil }).emit(to: view.saveResult),
                    event(model, { $0.closing }, clear: { $0.closing = nil }).emit(to: view.close))
            })
    }
}
