import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel = GenresViewModel(catalog: environment.catalog)
        return .together(viewModel) { view in
            let load = Observable.merge(view.appearances, view.refreshRequests)
            let output = viewModel.transform(input: .init(load: load, selection: view.selections))
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
