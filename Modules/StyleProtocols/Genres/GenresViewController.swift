import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel: GenresViewModelType = GenresViewModel(catalog: environment.catalog)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.appearances.subscribe(onNext: { viewModel.input.viewDidAppear() }),
                    view.refreshRequests.subscribe(onNext: { viewModel.input.refresh() }),
                    view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }))
            },
            outputs: { view in
                Disposables.create([
                    viewModel.output.genres.drive(view.genres),
                    viewModel.output.isLoading.drive(view.isLoading),
                    viewModel.output.errorMessage.drive(view.errorMessage),
                    viewModel.output.showGenreSummary.emit(to: view.message),
                ])
            })
    }
}
