import Domain
import Features
import ReactiveCore
import Services

/// The library in the transform style.
package final class LibraryViewModel: ViewModelType {
    /// The streams the view provides, all at once.
    package struct Input {
        /// The rows whose favorite mark the user toggles.
        package let favoriteToggles: Observable<Int>
        /// The rows the user selects.
        package let selection: Observable<Int>

        /// Gathers the view's inputs.
        package init(favoriteToggles: Observable<Int>, selection: Observable<Int>) {
            self.favoriteToggles = favoriteToggles
            self.selection = selection
        }
    }

    /// What the view shows, and what keeps internal subscriptions alive.
    package struct Output {
        /// The favorites, live.
        package let items: Driver<[LibraryItem]>
        /// The message about a failed change, if any.
        package let errorMessage: Driver<String?>
        /// The track to edit (navigation).
        package let openEditor: Signal<Track>
        /// Keeps the toggles' saves going, whether or not an output is bound: the view controller
        /// holds it for as long as the view.
        package let disposable: Disposable
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
