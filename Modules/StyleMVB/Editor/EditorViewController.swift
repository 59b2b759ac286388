import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let model = EditorModel(track: track, library: environment.library)
        return .separate(
            model, inputs: { EditorBinding.bindIntents(of: $0, to: model) },
            outputs: { EditorBinding.bindState(of: model, to: $0) })
    }
}

/// Wires an editor view to an editor model.
package enum EditorBinding {
    /// Shows `model`'s state on `view`.
    static func bindState(of model: EditorModel, to view: EditorView) -> Disposable {
        Disposables.create([
            view.title <~ model.title,
            view.draft <~ model.draft,
            view.isSaveEnabled <~ model.isSaveEnabled,
            view.validationMessage <~ model.validationMessage,
            view.saveResult <~ model.saveResults,
            view.close <~ model.closes,
        ])
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: EditorView, to model: EditorModel) -> Disposable {
        Disposables.create([
            { model.edits.accept(.rating($0)) } <~ view.ratingEdits,
            { model.edits.accept(.note($0)) } <~ view.noteEdits,
            { model.saveRequests.accept(()) } <~ view.saveRequests,
            { model.cancelRequests.accept(()) } <~ view.cancelRequests,
        ])
    }
}
