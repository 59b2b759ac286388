import Domain
import Features
import ReactiveCore

/// A library view for tests: the test toggles and selects rows; every output is recorded with
/// its time.
package final class RecordingLibraryView: LibraryView {
    /// Favorite toggles: `accept` toggles a row.
    package let toggles = PublishRelay<Int>()
    /// Row selections: `accept` selects a row.
    package let rowSelections = PublishRelay<Int>()
    /// The lists shown.
    package let shownItems: Shown<[LibraryItem]>
    /// The error messages shown.
    package let shownErrors: Shown<String?>
    /// The tracks the view was asked to open in the editor.
    package let editorsOpened: Shown<Track>

    /// A view whose outputs are timed by `now` (milliseconds).
    package init(_ now: @escaping () -> Int = { 0 }) {
        shownItems = Shown(now)
        shownErrors = Shown(now)
        editorsOpened = Shown(now)
    }

    package var favoriteToggles: Observable<Int> { toggles.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var items: Binder<[LibraryItem]> { shownItems.binder }
    package var errorMessage: Binder<String?> { shownErrors.binder }
    package var openEditor: Binder<Track> { editorsOpened.binder }
}
