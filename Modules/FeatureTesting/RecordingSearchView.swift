import Domain
import Features
import ReactiveCore

/// A search view for tests: the test types the query and selects rows; every output is
/// recorded with its time.
package final class RecordingSearchView: SearchView {
    /// The query field's text: `accept` types.
    package let queryField = BehaviorRelay(value: "")
    /// Row selections: `accept` selects a row.
    package let rowSelections = PublishRelay<Int>()
    /// The results shown.
    package let shownResults: Shown<[Track]>
    /// Whether a search was shown as loading.
    package let shownLoading: Shown<Bool>
    /// The error messages shown.
    package let shownErrors: Shown<String?>
    /// The tracks the view was asked to open.
    package let tracksShown: Shown<Track>

    /// A view whose outputs are timed by `now` (milliseconds).
    package init(_ now: @escaping () -> Int = { 0 }) {
        shownResults = Shown(now)
        shownLoading = Shown(now)
        shownErrors = Shown(now)
        tracksShown = Shown(now)
    }

    package var query: Observable<String> { queryField.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var results: Binder<[Track]> { shownResults.binder }
    package var isLoading: Binder<Bool> { shownLoading.binder }
    package var errorMessage: Binder<String?> { shownErrors.binder }
    package var showTrack: Binder<Track> { tracksShown.binder }
}
