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
                Disposables.create(
                    show({ model.results }, on: view.results),
                    show({ model.isLoading }, on: view.isLoading),
                    show({ model.errorMessage }, on: view.errorMessage),
                    show(model.trackToShow, on: view.showTrack))
            })
    }
}
