import Domain
import Features
import ReactiveCore
import Services

/// The library in the init-only style: the favorites are content (a Driver), each toggle's
/// outcome is a result and the track to edit is navigation (Signals), all derived in `init`.
package struct LibraryViewModel {
    /// The favorites, live (content).
    package let items: Driver<[LibraryItem]>
    /// The message about a failed change, if any (result).
    package let errorMessage: Driver<String?>
    /// The track to edit (navigation).
    package let openEditor: Signal<Track>

    package init(favoriteToggles: Signal<Int>, selection: Signal<Int>, library: LibraryService) {
        items = library.favorites().asDriver(onErrorJustReturn: [])
        errorMessage = Self.outcomes(toggles: favoriteToggles, items: items, library: library)
            .asObservable().startWith(nil).asDriver(onErrorJustReturn: nil).distinctUntilChanged()
        openEditor = selection.withLatestFrom(items) { LibraryRules.item(at: $0, in: $1)?.track }.compactMap { $0 }
    }

    /// For each toggled row that has an item, the outcome of saving it: `nil`, or what failed.
    package static func outcomes(
        toggles: Signal<Int>, items: Driver<[LibraryItem]>, library: LibraryService
    )
        -> Signal<String?>
    {
        toggles
            .withLatestFrom(items) { LibraryRules.item(at: $0, in: $1) }
            .compactMap { $0 }
            .asObservable()
            .flatMap { LibraryRules.toggle($0, in: library) }
            .asSignal(onErrorSignalWith: .empty())
    }
}
