import Domain
import Features
import ReactiveCore
import Services
import StyleProtocols

/// The library with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `bind(to:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main library writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersLibraryViewModel: LibraryViewModelType {
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

extension MainAnswersLibraryViewModel: LibraryViewModelInput {
    package func toggleFavorite(row: Int) {
        guard let item = LibraryRules.item(at: row, in: latestFavorites) else { return }
        LibraryRules.toggle(item, in: library)
            .observe(on: MainScheduler.instance)
            .bind(to: failure)
            .disposed(by: disposeBag)
    }

    package func selectRow(_ index: Int) {
        guard let item = LibraryRules.item(at: index, in: latestFavorites) else { return }
        editing.accept(item.track)
    }
}

extension MainAnswersLibraryViewModel: LibraryViewModelOutput {
    package var items: Driver<[LibraryItem]> { favorites }

    package var errorMessage: Driver<String?> { failure.asDriver().distinctUntilChanged() }

    package var openEditor: Signal<Track> { editing.asSignal() }
}

extension ProtocolsStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        mainAnswersLibrary(environment: environment, showingErrors: true)
    }

    /// The library's view controller, binding every output, or all but the error message.
    @MainActor
    package static func mainAnswersLibrary(environment: FeatureEnvironment, showingErrors: Bool) -> Screen<LibraryView>
    {
        let viewModel: LibraryViewModelType = MainAnswersLibraryViewModel(library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.favoriteToggles.subscribe(onNext: { viewModel.input.toggleFavorite(row: $0) }),
                    view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }))
            },
            outputs: { view in
                Disposables.create(
                    [viewModel.output.items.drive(view.items)]
                        + (showingErrors ? [viewModel.output.errorMessage.drive(view.errorMessage)] : [])
                        + [viewModel.output.openEditor.emit(to: view.openEditor)])
            })
    }
}
