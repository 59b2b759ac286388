import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let viewModel = SearchViewModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return .together(viewModel) { view in
            let output = viewModel.transform(input: .init(query: view.query, selection: view.selections))
            return .init { view in
                Disposables.create([
                    output.results.drive(view.results),
                    output.isLoading.drive(view.isLoading),
                    output.errorMessage.drive(view.errorMessage),
                    output.showTrack.emit(to: view.showTrack),
                ])
            }
        }
    }
}
