import Domain
import ReactiveCore

/// The editor screen for one track's rating and note.
///
/// The editor is made with the track. It shows the saved entry once it has loaded (edits made
/// before that are ignored), then every edit. Save is enabled only when the draft differs from
/// what was saved and is valid; a save starts when it is asked for, whether or not any output is
/// bound, and saves asked for while one is in flight are ignored; its outcome is reported once;
/// cancelling or saving successfully closes the editor. Leaving the screen (disposing the binding)
/// cancels a save whose answer has not come yet.
package protocol EditorView: AnyObject {
    /// The ratings the user picks.
    var ratingEdits: Observable<Int> { get }

    /// The note field's text after each edit.
    var noteEdits: Observable<String> { get }

    /// The user asks to save.
    var saveRequests: Observable<Void> { get }

    /// The user asks to leave without saving.
    var cancelRequests: Observable<Void> { get }

    /// Shows the track: "Title — Artist".
    var title: Binder<String> { get }

    /// Shows the draft: the saved entry, then the edits.
    var draft: Binder<EntryDraft> { get }

    /// Enables or disables saving.
    var isSaveEnabled: Binder<Bool> { get }

    /// Shows what is wrong with the draft, or hides it (`nil`).
    var validationMessage: Binder<String?> { get }

    /// Shows the outcome of a save, once.
    var saveResult: Binder<String> { get }

    /// Closes the editor (navigation).
    var close: Binder<Void> { get }
}
