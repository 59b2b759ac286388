import Domain
import Features
import Lab
import ReactiveCore
import StyleTransform

extension TransformStyle {
    /// The genres over the main view model, with each control's stream made a `Signal` before the
    /// streams are merged (RxCocoa's `asSignal(onErrorSignalWith: .empty())`, as transform-style
    /// apps turn every control into a `Driver` or a `Signal`): a control that fails completes on
    /// its own, the error goes no further, and the merged loads go on with the refreshes.
    ///
    /// The variant of the matrix's situation 11: the main view controller merges the controls'
    /// streams as they are, so the first error ends the merged loads, taking the refreshes with it.
    @MainActor
    package static func makeSignalIntentsGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel = GenresViewModel(catalog: environment.catalog)
        return .together(viewModel) { view in
            let load = Signal.merge(
                view.appearances.asSignal(onErrorSignalWith: .empty()),
                view.refreshRequests.asSignal(onErrorSignalWith: .empty()))
            let selection = view.selections.asSignal(onErrorSignalWith: .empty())
            let output = viewModel.transform(
                input: .init(load: load.asObservable(), selection: selection.asObservable()))
            return .init(effects: output.disposable) { view in
                Disposables.create([
                    output.genres.drive(view.genres),
                    output.isLoading.drive(view.isLoading),
                    output.errorMessage.drive(view.errorMessage),
                    output.showGenreSummary.emit(to: view.message),
                ])
            }
        }
    }
}
