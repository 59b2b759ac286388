import Domain
import Features
import ReactiveCore

extension RecordingTap: EditorView where View: EditorView {
    package var ratingEdits: Observable<Int> { view.ratingEdits }
    package var noteEdits: Observable<String> { view.noteEdits }
    package var saveRequests: Observable<Void> { view.saveRequests }
    package var cancelRequests: Observable<Void> { view.cancelRequests }
    package var title: Binder<String> { binder(EditorOutput.Text.title, then: view.title) }
    package var draft: Binder<EntryDraft> { binder(EditorOutput.Text.draft, then: view.draft) }
    package var isSaveEnabled: Binder<Bool> { binder(EditorOutput.Text.isSaveEnabled, then: view.isSaveEnabled) }
    package var validationMessage: Binder<String?> {
        binder(EditorOutput.Text.validationMessage, then: view.validationMessage)
    }
    package var saveResult: Binder<String> { binder(EditorOutput.Text.saveResult, then: view.saveResult) }
    package var close: Binder<Void> { binder(EditorOutput.Text.close, then: view.close) }
}
