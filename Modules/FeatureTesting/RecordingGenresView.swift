import Domain
import Features
import ReactiveCore

/// A genres view for tests: the test refreshes (or fails the refreshes) and selects rows; every
/// output is recorded with its time.
package final class RecordingGenresView: GenresView {
    /// Refreshes: `onNext` refreshes, `onError` fails the stream (a control that ends).
    package let refreshes = PublishSubject<Void>()
    /// Row selections: `accept` selects a row.
    package let rowSelections = PublishRelay<Int>()
    /// The genres shown.
    package let shownGenres: Shown<[Genre]>
    /// Whether a load was shown as loading.
    package let shownLoading: Shown<Bool>
    /// The error messages shown.
    package let shownErrors: Shown<String?>
    /// The messages shown about a selected genre.
    package let shownMessages: Shown<String>

    /// A view whose outputs are timed by `now` (milliseconds).
    package init(_ now: @escaping () -> Int = { 0 }) {
        shownGenres = Shown(now)
        shownLoading = Shown(now)
        shownErrors = Shown(now)
        shownMessages = Shown(now)
    }

    package var refreshRequests: Observable<Void> { refreshes.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var genres: Binder<[Genre]> { shownGenres.binder }
    package var isLoading: Binder<Bool> { shownLoading.binder }
    package var errorMessage: Binder<String?> { shownErrors.binder }
    package var message: Binder<String> { shownMessages.binder }
}
