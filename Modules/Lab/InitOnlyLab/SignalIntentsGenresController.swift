import Domain
import Features
import Lab
import ReactiveCore
import StyleInitOnly

extension InitOnlyStyle {
    /// The genres over `SignalIntentsGenresController`, bound as the main genres are.
    @MainActor
    package static func makeSignalIntentsGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .madeByBinding {
            SignalIntentsGenresController(view: $0, environment: environment)
        } showingAnother: {
            $0.showOutputs(on: $1)
        }
    }
}

/// The genres' view controller in the init-only style with each control's stream made a `Signal`
/// before the streams are merged: a control that fails completes on its own, the error goes no
/// further, and the merged loads go on with the refreshes.
///
/// The variant of the matrix's situation 11: the main controller merges the controls' streams
/// first and makes the merge a `Signal`, so the first error ends the loads, refreshes included.
final class SignalIntentsGenresController: Disposable {
    private let viewModel: GenresViewModel
    private var bag = DisposeBag()

    init(view: GenresView, environment: FeatureEnvironment) {
        viewModel = GenresViewModel(
            load: Signal.merge(
                view.appearances.asSignal(onErrorSignalWith: .empty()),
                view.refreshRequests.asSignal(onErrorSignalWith: .empty())),
            selection: view.selections.asSignal(onErrorSignalWith: .empty()),
            catalog: environment.catalog)

        showOutputs(on: view).disposed(by: bag)
    }

    /// Drives `view` with the view model's outputs, until the result is disposed.
    func showOutputs(on view: GenresView) -> Disposable {
        Disposables.create(
            viewModel.genres.drive(view.genres), viewModel.isLoading.drive(view.isLoading),
            viewModel.errorMessage.drive(view.errorMessage), viewModel.genreSummaries.emit(to: view.message))
    }

    func dispose() {
        bag = DisposeBag()
    }
}
