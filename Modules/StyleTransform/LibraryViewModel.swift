import Domain
import Features
import ReactiveCore
import Services

/// The library in the transform style.
package final class LibraryViewModel: ViewModelType {
    package struct Input {
        /// The rows whose favorite mark the user toggles.
        let favoriteToggles: Observable<Int>
        /// The rows the user selects.
        let selection: Observable<Int>
    }

    package struct Output {
        /// The favorites, live.
        let items: Driver<[LibraryItem]>
        /// The message about a failed change, if any; carries each toggle's outcome.
        let errorMessage: Driver<String?>
        /// The track to edit (navigation).
        let openEditor: Signal<Track>
    }

    private let library: LibraryService

    package init(library: LibraryService) {
        self.library = library
    }

    package func transform(input: Input) -> Output {
        let library = self.library
        let items = library.favorites().asDriver(onErrorJustReturn: [])
        let outcomes = input.favoriteToggles
            .withLatestFrom(items) { LibraryRules.item(at: $0, in: $1) }
            .compactMap { $0 }
            .flatMap { LibraryRules.toggle($0, in: library) }
        return Output(
            items: items,
            errorMessage: outcomes.startWith(nil).asDriver(onErrorJustReturn: nil).distinctUntilChanged(),
            openEditor: input.selection
                .withLatestFrom(items) { LibraryRules.item(at: $0, in: $1)?.track }
                .compactMap { $0 }
                .asSignal(onErrorSignalWith: .empty()))
    }
}
