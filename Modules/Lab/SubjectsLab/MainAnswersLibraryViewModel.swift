import Domain
import Features
import ReactiveCore
import Services
import StyleSubjects

/// The library with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `bind(to:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main library writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersLibraryViewModel: ViewModelType {
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
            .observe(on: MainScheduler.instance)
            .bind(to: errorMessage)
            .disposed(by: disposeBag)
    }
}

extension SubjectsStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        mainAnswersLibrary(environment: environment, showingErrors: true)
    }

    /// The library's view controller, binding every output, or all but the error message.
    @MainActor
    package static func mainAnswersLibrary(environment: FeatureEnvironment, showingErrors: Bool) -> Screen<LibraryView>
    {
        let viewModel = MainAnswersLibraryViewModel(library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.favoriteToggles.subscribe(onNext: viewModel.input.favoriteToggle.onNext),
                    view.selections.subscribe(onNext: viewModel.input.selection.onNext))
            },
            outputs: { view in
                Disposables.create(
                    [viewModel.output.items.drive(view.items)]
                        + (showingErrors ? [viewModel.output.errorMessage.drive(view.errorMessage)] : [])
                        + [viewModel.output.openEditor.emit(to: view.openEditor)])
            })
    }
}
