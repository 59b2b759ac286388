import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        library(environment: environment, showingErrors: true)
    }

    @MainActor
    package static func library(
        environment: FeatureEnvironment, showingErrors: Bool, leavesWithTheLastBinding: Bool = true
    ) -> Screen<LibraryView> {
        let model = LibraryModel(library: environment.libraryClient)
        return .model(
            model, leavesWithTheLastBinding: leavesWithTheLastBinding,
            intents: { view in
                Disposables.create(
                    view.favoriteToggles.subscribe(onNext: { model.toggleFavorite($0) }),
                    view.selections.subscribe(onNext: { model.select($0) }))
            },
            state: { view in
                observing { update in
                    update.show(model.items, onceLoadedOn: view.items)
                    update.show(model.trackToEdit, on: view.openEditor)
                    if showingErrors { update.show(model.failure, on: view.errorMessage) }
                }
            })
    }
}
