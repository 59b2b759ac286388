import Domain
import Features
import ReactiveCore
import Services
import StyleTransform

/// The library with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `bind(to:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main library writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersLibraryViewModel: ViewModelType {
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
            .observe(on: MainScheduler.instance)
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

extension TransformStyle {
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
        return .together(viewModel) { view in
            let output = viewModel.transform(
                input: .init(favoriteToggles: view.favoriteToggles, selection: view.selections))
            return .init(effects: output.disposable) { view in
                Disposables.create(
                    [output.items.drive(view.items)]
                        + (showingErrors ? [output.errorMessage.drive(view.errorMessage)] : [])
                        + [output.openEditor.emit(to: view.openEditor)])
            }
        }
    }
}
