import Domain
import Features
import Lab
import ReactiveCore
import Services
import StyleInitOnly

/// The library in the init-only style with the saves feeding the list: the list is combined with
/// each toggle's outcome, so the saves run through the output every view binds, and a view with
/// no error label still saves. The view model keeps its rules: `let`s, no dispose bag.
///
/// The variant of the matrix's situation 3: the main library's saves run through the error
/// message alone, so a view controller that leaves it unbound saves nothing.
package struct ListFedLibraryViewModel {
    /// The favorites, live, once each save is in (content).
    package let items: Driver<[LibraryItem]>
    /// The message about a failed change, if any (result).
    package let errorMessage: Driver<String?>
    /// The track to edit (navigation).
    package let openEditor: Signal<Track>

    package init(favoriteToggles: Signal<Int>, selection: Signal<Int>, library: LibraryService) {
        let favorites = library.favorites().asDriver(onErrorJustReturn: [])
        let outcomes = LibraryViewModel.outcomes(toggles: favoriteToggles, items: favorites, library: library)
            .asObservable().startWith(nil).asDriver(onErrorJustReturn: nil)
        items = Driver.combineLatest(favorites, outcomes) { items, _ in items }.distinctUntilChanged()
        errorMessage = outcomes.distinctUntilChanged()
        openEditor = selection.withLatestFrom(favorites) { LibraryRules.item(at: $0, in: $1)?.track }.compactMap { $0 }
    }
}
