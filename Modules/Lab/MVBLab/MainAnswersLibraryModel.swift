import Domain
import Features
import ReactiveCore
import Services
import StyleMVB

/// The library with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `bind(to:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main library writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersLibraryModel {
    /// The favorites, live; the current value fires on subscription.
    package let items: Observable<[LibraryItem]>
    /// The rows whose favorite mark the user toggles.
    package let favoriteToggles = PublishRelay<Int>()
    /// The rows the user selects.
    package let selections = PublishRelay<Int>()
    /// The message about a failed change, if any.
    package let errorMessage: Observable<String?>
    /// The tracks of the selected rows.
    package let tracksToEdit: Observable<Track>

    private let failure = BehaviorRelay<String?>(value: nil)
    private let disposeBag = DisposeBag()

    package init(library: LibraryService) {
        let items = library.favorites().share(replay: 1)
        self.items = items
        errorMessage = failure.distinctUntilChanged()
        tracksToEdit = selections.withLatestFrom(items) { LibraryRules.item(at: $0, in: $1)?.track }.compactMap { $0 }
        // The model saves each toggle as it arrives.
        favoriteToggles
            .withLatestFrom(items) { LibraryRules.item(at: $0, in: $1) }
            .compactMap { $0 }
            .flatMap { LibraryRules.toggle($0, in: library) }
            .observe(on: MainScheduler.instance)
            .bind(to: failure)
            .disposed(by: disposeBag)
    }
}

extension MVBStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        let model = MainAnswersLibraryModel(library: environment.library)
        return .separate(
            model, inputs: { MainAnswersLibraryBinding.bindIntents(of: $0, to: model) },
            outputs: { MainAnswersLibraryBinding.bindState(of: model, to: $0) })
    }
}

/// Wires a library view to a library model.
package enum MainAnswersLibraryBinding {
    /// Shows `model`'s state on `view`; without `showingErrors`, for a view with no error label.
    package static func bindState(
        of model: MainAnswersLibraryModel, to view: LibraryView, showingErrors: Bool = true
    ) -> Disposable {
        guard showingErrors else {
            return Disposables.create(view.items <~ model.items, view.openEditor <~ model.tracksToEdit)
        }
        return Disposables.create(
            view.items <~ model.items,
            view.errorMessage <~ model.errorMessage,
            view.openEditor <~ model.tracksToEdit)
    }

    /// Sends `view`'s intents to `model`.
    package static func bindIntents(of view: LibraryView, to model: MainAnswersLibraryModel) -> Disposable {
        Disposables.create(
            { model.favoriteToggles.accept($0) } <~ view.favoriteToggles,
            { model.selections.accept($0) } <~ view.selections)
    }
}
