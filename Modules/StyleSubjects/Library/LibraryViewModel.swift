import Domain
import Features
import ReactiveCore
import Services

/// The library in the subjects style.
package final class LibraryViewModel: ViewModelType {
    /// Where the view sends its intents, whenever its controls exist.
    package struct Input {
        /// Where the view sends the rows whose favorite mark the user toggles.
        package let favoriteToggle: AnyObserver<Int>
        /// Where the view sends selected rows.
        package let selection: AnyObserver<Int>
    }

    /// What the view shows.
    package struct Output {
        /// The favorites, live.
        package let items: Driver<[LibraryItem]>
        /// The message about a failed change, if any.
        package let errorMessage: Driver<String?>
        /// The track to edit (navigation).
        package let openEditor: Signal<Track>
    }

    package let input: Input
    package let output: Output

    private let toggleSubject = PublishSubject<Int>()
    private let selectionSubject = PublishSubject<Int>()
    private let errorMessage = BehaviorRelay<String?>(value: nil)
    private let disposeBag = DisposeBag()

    package init(library: LibraryService) {
        input = Input(favoriteToggle: toggleSubject.asObserver(), selection: selectionSubject.asObserver())
        let items = library.favorites().asDriver(onErrorJustReturn: [])
        output = Output(
            items: items,
            errorMessage: errorMessage.asDriver().distinctUntilChanged(),
            openEditor:
                selectionSubject
                .withLatestFrom(items) { LibraryRules.item(at: $0, in: $1)?.track }
                .compactMap { $0 }
                .asSignal(onErrorSignalWith: .empty()))
        // Each toggle is saved as it arrives, for as long as the view model lives.
        toggleSubject
            .withLatestFrom(items) { LibraryRules.item(at: $0, in: $1) }
            .compactMap { $0 }
            .flatMap { LibraryRules.toggle($0, in: library) }
            .bind(to: errorMessage)
            .disposed(by: disposeBag)
    }
}
