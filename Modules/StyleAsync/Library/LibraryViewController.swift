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
                var shown = [
                    show({ model.items }, onceLoadedOn: view.items),
                    show(model.trackToEdit, on: view.openEditor),
                ]
                if showingErrors { shown.append(show({ model.failure }, on: view.errorMessage)) }
                return Disposables.create(shown)
            })
    }
}
