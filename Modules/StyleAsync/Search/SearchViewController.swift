import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let model = SearchModel(catalog: environment.catalogClient, clock: environment.clock)
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.query.subscribe(onNext: { model.updateQuery($0) }),
                    view.selections.subscribe(onNext: { model.select($0) }))
            },
            state: { view in
                observing { update in
                    update.show(model.results, on: view.results)
                    update.show(model.isLoading, on: view.isLoading)
                    update.show(model.errorMessage, on: view.errorMessage)
                    update.show(model.trackToShow, on: view.showTrack)
                }
            })
    }
}
