import Domain
import Features
import ReactiveCore
import Services

/// What the library view can tell its view model.
package protocol LibraryViewModelInput {
    /// The user toggles the favorite mark of a row.
    func toggleFavorite(row: Int)
    /// The user selected a row.
    func selectRow(_ index: Int)
}

/// What the library view model offers the view.
package protocol LibraryViewModelOutput {
    /// The favorites, live.
    var items: Driver<[LibraryItem]> { get }
    /// The message about a failed change, if any; carries each toggle's outcome.
    var errorMessage: Driver<String?> { get }
    /// The track to edit (navigation).
    var openEditor: Signal<Track> { get }
}

/// A library view model: its input and output sides.
package protocol LibraryViewModelType {
    var input: LibraryViewModelInput { get }
    var output: LibraryViewModelOutput { get }
}

/// The library in the protocols style.
package final class LibraryViewModel: LibraryViewModelType {
    package var input: LibraryViewModelInput { self }
    package var output: LibraryViewModelOutput { self }

    private let library: LibraryService
    private let toggles = PublishRelay<Int>()
    private let selections = PublishRelay<Int>()
    private let favorites: Driver<[LibraryItem]>

    package init(library: LibraryService) {
        self.library = library
        favorites = library.favorites().asDriver(onErrorJustReturn: [])
    }
}

extension LibraryViewModel: LibraryViewModelInput {
    package func toggleFavorite(row: Int) {
        toggles.accept(row)
    }

    package func selectRow(_ index: Int) {
        selections.accept(index)
    }
}

extension LibraryViewModel: LibraryViewModelOutput {
    package var items: Driver<[LibraryItem]> { favorites }

    package var errorMessage: Driver<String?> {
        let library = self.library
        return
            toggles
            .withLatestFrom(favorites) { LibraryRules.item(at: $0, in: $1) }
            .compactMap { $0 }
            .flatMap { LibraryRules.toggle($0, in: library) }
            .startWith(nil)
            .asDriver(onErrorJustReturn: nil)
            .distinctUntilChanged()
    }

    package var openEditor: Signal<Track> {
        selections.asSignal()
            .withLatestFrom(favorites) { LibraryRules.item(at: $0, in: $1)?.track }
            .compactMap { $0 }
    }
}
