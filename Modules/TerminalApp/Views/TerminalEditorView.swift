import Domain
import Features
import ReactiveCore
import TerminalUI

/// The editor in a terminal: Up and Down change the rating, typing edits the note, Enter saves,
/// Escape cancels. A pane wraps it in a `RecordingTap`, which records what it is shown.
final class TerminalEditorView: EditorView, TerminalFeatureView {
    private let titleLabel = Label(style: CellStyle(bold: true))
    private let stars = Label()
    private let noteField = TextField(label: "Note")
    private let saveButton = Button("Save")
    private let validation = Label(style: Look.error)
    private let result = Label(style: Look.notice)
    private let ratings = PublishSubject<Int>()
    private let cancels = PublishSubject<Void>()
    private var rating = 0
    private let dismiss: () -> Void
    /// Which track the editor is on and why, when the user did not choose it.
    private let caption: String?

    /// A view that calls `dismiss` when the editor closes, and says `caption` below it.
    init(caption: String? = nil, dismiss: @escaping () -> Void) {
        self.caption = caption
        self.dismiss = dismiss
    }

    deinit {
        ratings.onCompleted()
        cancels.onCompleted()
    }

    var ratingEdits: Observable<Int> { ratings.asObservable() }
    var noteEdits: Observable<String> { noteField.rx.text.changed.asObservable() }
    var saveRequests: Observable<Void> { saveButton.rx.tap.asObservable() }
    var cancelRequests: Observable<Void> { cancels.asObservable() }
    var title: Binder<String> { titleLabel.rx.text }
    var draft: Binder<EntryDraft> { Binder(self) { view, draft in view.show(draft) } }
    var isSaveEnabled: Binder<Bool> { saveButton.rx.isEnabled }
    var validationMessage: Binder<String?> { validation.rx.optionalText }
    var saveResult: Binder<String> { result.rx.text }
    var close: Binder<Void> { Binder(self) { view, _ in view.dismiss() } }

    private func show(_ draft: EntryDraft) {
        rating = draft.rating
        stars.text =
            "Rating: " + String(repeating: "★", count: max(0, min(5, draft.rating)))
            + String(repeating: "☆", count: max(0, 5 - draft.rating)) + " (\(draft.rating))"
        if noteField.text != draft.note { noteField.setText(draft.note) }
    }

    let takesText = true

    func handle(_ key: Key) -> Bool {
        switch key {
        // The control keeps its own value, as a stepper does: the next key steps from what the
        // user asked for, not from a draft the view model has not shown yet (an async model shows
        // it on its next observation, after a burst of keys).
        case .up:
            rating += 1
            ratings.onNext(rating)
        case .down:
            rating -= 1
            ratings.onNext(rating)
        case .enter: saveButton.press()
        case .escape: cancels.onNext(())
        default: return noteField.handle(key)
        }
        return true
    }

    func draw(in canvas: Canvas) {
        titleLabel.draw(in: canvas.rows(from: 0, count: 1))
        stars.draw(in: canvas.rows(from: 2, count: 1))
        noteField.draw(in: canvas.rows(from: 3, count: 1))
        saveButton.draw(in: canvas.rows(from: 5, count: 1))
        validation.draw(in: canvas.rows(from: 6, count: 1))
        result.draw(in: canvas.rows(from: 7, count: 1))
        for (row, line) in (caption ?? "").wrapped(toWidth: canvas.width).enumerated() {
            canvas.text(line, y: 9 + row, style: Look.secondary)
        }
    }
}
