import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel = GenresViewModel(catalog: environment.catalog)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.appearances.subscribe(onNext: viewModel.input.appear.onNext),
                    view.refreshRequests.subscribe(onNext: viewModel.input.refresh.onNext),
                    view.selections.subscribe(onNext: viewModel.input.selection.onNext))
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
