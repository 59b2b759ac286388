import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let viewModel = SearchViewModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.query.subscribe(onNext: viewModel.input.query.onNext),
                    view.selections.subscribe(onNext: viewModel.input.selection.onNext))
            },
            outputs: { view in
                Disposables.create([
                    viewModel.output.results.drive(view.results),
                    viewModel.output.isLoading.drive(view.isLoading),
                    viewModel.output.errorMessage.drive(view.errorMessage),
                    viewModel.output.showTrack.emit(to: view.showTrack),
                ])
            })
    }
}
