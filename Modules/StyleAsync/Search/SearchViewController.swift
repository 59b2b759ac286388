import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let model = SearchModel(catalog: environment.catalog, clock: SchedulerClock(environment.scheduler))
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.query.send(to: model) { $0.updateQuery($1) },
                    view.selections.send(to: model) { $0.select($1) })
            },
            state: { view in
                Disposables.create(
                    state(model) { $0.results }.drive(view.results),
                    state(model) { $0.isLoading }.drive(view.isLoading),
                    state(model) { $0.errorMessage }.drive(view.errorMessage),
                    event(model, { $0.trackToShow }, clear: { $0.trackToShow = nil }).emit(to: view.showTrack))
            })
    }
}
