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
        /// The message about a failed change, if any.
        let errorMessage: Driver<String?>
        /// The track to edit (navigation).
        let openEditor: Signal<Track>
        /// Keeps the toggles' saves going, whether or not an output is bound: the view controller
        /// holds it for as long as the view.
        let disposable: Disposable
    }

    private let library: LibraryService

    package init(library: LibraryService) {
        self.library = library
    }

    package func transform(input: Input) -> Output {
        let library = self.library
        let items = library.favorites().asDriver(onErrorJustReturn: [])
        let errorMessage = BehaviorRelay<String?>(value: nil)
        let saves = input.favoriteToggles
            .withLatestFrom(items) { LibraryRules.item(at: $0, in: $1) }
            .compactMap { $0 }
            .flatMap { LibraryRules.toggle($0, in: library) }
            .bind(to: errorMessage)
        return Output(
            items: items,
            errorMessage: errorMessage.asDriver().distinctUntilChanged(),
            openEditor: input.selection
                .withLatestFrom(items) { LibraryRules.item(at: $0, in: $1)?.track }
                .compactMap { $0 }
                .asSignal(onErrorSignalWith: .empty()),
            disposable: saves)
    }
}
