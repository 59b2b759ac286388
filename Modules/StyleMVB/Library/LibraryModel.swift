import Domain
import Features
import ReactiveCore
import Services

/// The library's model: the favorites as the service sees them; it saves each toggle.
package final class LibraryModel {
    /// The favorites, live; the current value fires on subscription.
    package let items: Observable<[LibraryItem]>
    /// The rows whose favorite mark the user toggles.
    package let favoriteToggles = PublishRelay<Int>()
    /// The rows the user selects.
    package let selections = PublishRelay<Int>()
    /// The message about a failed change, if any.
    package let errorMessage: Observable<String?>
    /// The tracks of the selected rows.
    package let tracksToEdit: Observable<Track>

    private let failure = BehaviorRelay<String?>(value: nil)
    private let disposeBag = DisposeBag()

    package init(library: LibraryService) {
        let items = library.favorites().share(replay: 1)
        self.items = items
        errorMessage = failure.distinctUntilChanged()
        tracksToEdit = selections.withLatestFrom(items) { LibraryRules.item(at: $0, in: $1)?.track }.compactMap { $0 }
        // The model saves each toggle as it arrives.
        favoriteToggles
            .withLatestFrom(items) { LibraryRules.item(at: $0, in: $1) }
            .compactMap { $0 }
            .flatMap { LibraryRules.toggle($0, in: library) }
            .bind(to: failure)
            .disposed(by: disposeBag)
    }
}
