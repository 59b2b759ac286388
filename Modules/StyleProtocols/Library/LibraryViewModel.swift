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
    /// The message about a failed change, if any.
    var errorMessage: Driver<String?> { get }
    /// The track to edit (navigation).
    var openEditor: Signal<Track> { get }
}

/// A library view model: its input and output sides.
package protocol LibraryViewModelType: AnyObject {
    var input: LibraryViewModelInput { get }
    var output: LibraryViewModelOutput { get }
}

/// The library in the protocols style: each input method does its work at once (a toggle saves
/// when it is called), and outputs read the state those methods keep.
package final class LibraryViewModel: LibraryViewModelType {
    package var input: LibraryViewModelInput { self }
    package var output: LibraryViewModelOutput { self }

    private let library: LibraryService
    private let favorites: Driver<[LibraryItem]>
    private var latestFavorites: [LibraryItem] = []
    private let failure = BehaviorRelay<String?>(value: nil)
    private let editing = PublishRelay<Track>()
    private let disposeBag = DisposeBag()

    package init(library: LibraryService) {
        self.library = library
        favorites = library.favorites().asDriver(onErrorJustReturn: [])
        favorites.drive(onNext: { [weak self] in self?.latestFavorites = $0 }).disposed(by: disposeBag)
    }
}

extension LibraryViewModel: LibraryViewModelInput {
    package func toggleFavorite(row: Int) {
        guard let item = LibraryRules.item(at: row, in: latestFavorites) else { return }
        LibraryRules.toggle(item, in: library)
            .bind(to: failure)
            .disposed(by: disposeBag)
    }

    package func selectRow(_ index: Int) {
        guard let item = LibraryRules.item(at: index, in: latestFavorites) else { return }
        editing.accept(item.track)
    }
}

extension LibraryViewModel: LibraryViewModelOutput {
    package var items: Driver<[LibraryItem]> { favorites }

    package var errorMessage: Driver<String?> { failure.asDriver().distinctUntilChanged() }

    package var openEditor: Signal<Track> { editing.asSignal() }
}
