import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let model = GenresModel(catalog: environment.catalog)
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.appearances.send(to: model) { model, _ in model.load() },
                    view.refreshRequests.send(to: model) { model, _ in model.load() },
                    view.selections.send(to: model) { $0.select($1) })
            },
            state: { view in
                Disposables.create(
                    state(model) { $0.genres }.drive(view.genres),
                    state(model) { $0.isLoading }.drive(view.isLoading),
                    state(model) { $0.errorMessage }.drive(view.errorMessage),
                    event(model, { $0.message }, clear: { $0.message = nil }).emit(to: view.message))
            })
    }
}
