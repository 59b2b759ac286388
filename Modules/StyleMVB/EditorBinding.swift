import Features
import ReactiveCore

/// Wires an editor view to an editor model.
package enum EditorBinding {
    /// Connects `view` and `model` until the result is disposed.
    package static func bind(view: EditorView, model: EditorModel) -> Disposable {
        Disposables.create([
            view.title <~ model.title,
            view.draft <~ model.draft,
            view.isSaveEnabled <~ model.isSaveEnabled,
            view.validationMessage <~ model.validationMessage,
            view.saveResult <~ model.saveOutcomes.map(EditorRules.message),
            view.close
                <~ Observable.merge(view.cancelRequests, model.saveOutcomes.filter(EditorRules.closes).map { _ in () }),
            { model.edits.accept(.rating($0)) } <~ view.ratingEdits,
            { model.edits.accept(.note($0)) } <~ view.noteEdits,
            { model.saveRequests.accept(()) } <~ view.saveRequests,
        ])
    }
}
