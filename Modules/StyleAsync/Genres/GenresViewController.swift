import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let model = GenresModel(catalog: environment.catalogClient)
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.appearances.subscribe(onNext: { model.load() }),
                    view.refreshRequests.subscribe(onNext: { model.load() }),
                    view.selections.subscribe(onNext: { model.select($0) }))
            },
            state: { view in
                observing { update in
                    update.show(model.genres, on: view.genres)
                    update.show(model.isLoading, on: view.isLoading)
                    update.show(model.errorMessage, on: view.errorMessage)
                    update.show(model.message, on: view.message)
                }
            })
    }
}
