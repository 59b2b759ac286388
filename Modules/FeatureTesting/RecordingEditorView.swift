import Domain
import Features
import ReactiveCore

/// An editor view for tests: the test rates, writes the note, saves and cancels; every output is
/// recorded with its time.
package final class RecordingEditorView: EditorView {
    /// Ratings picked: `accept` picks.
    package let ratings = PublishRelay<Int>()
    /// The note's text: `accept` types.
    package let notes = PublishRelay<String>()
    /// Saves: `accept` taps save.
    package let saves = PublishRelay<Void>()
    /// Cancels: `accept` taps cancel.
    package let cancels = PublishRelay<Void>()
    /// The titles shown.
    package let shownTitles: Shown<String>
    /// The drafts shown.
    package let shownDrafts: Shown<EntryDraft>
    /// Whether saving was shown enabled.
    package let shownSaveEnabled: Shown<Bool>
    /// The validation messages shown.
    package let shownValidations: Shown<String?>
    /// The save results shown.
    package let shownSaveResults: Shown<String>
    /// The times the view was asked to close.
    package let closes: Shown<Void>

    /// A view whose outputs are timed by `now` (milliseconds).
    package init(_ now: @escaping () -> Int = { 0 }) {
        shownTitles = Shown(now)
        shownDrafts = Shown(now)
        shownSaveEnabled = Shown(now)
        shownValidations = Shown(now)
        shownSaveResults = Shown(now)
        closes = Shown(now)
    }

    package var ratingEdits: Observable<Int> { ratings.asObservable() }
    package var noteEdits: Observable<String> { notes.asObservable() }
    package var saveRequests: Observable<Void> { saves.asObservable() }
    package var cancelRequests: Observable<Void> { cancels.asObservable() }
    package var title: Binder<String> { shownTitles.binder }
    package var draft: Binder<EntryDraft> { shownDrafts.binder }
    package var isSaveEnabled: Binder<Bool> { shownSaveEnabled.binder }
    package var validationMessage: Binder<String?> { shownValidations.binder }
    package var saveResult: Binder<String> { shownSaveResults.binder }
    package var close: Binder<Void> { closes.binder }
}
