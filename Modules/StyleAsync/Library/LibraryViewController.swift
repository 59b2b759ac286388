import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        library(environment: environment, showingErrors: true)
    }

    /// The library for a view with no error label: the error message is left unbound.
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        library(environment: environment, showingErrors: false)
    }

    private static func library(environment: FeatureEnvironment, showingErrors: Bool) -> Screen<LibraryView> {
        let model = LibraryModel(library: environment.library)
        return .model(
            model,
            intents: { view in
                Disposables.create(
                    view.favoriteToggles.send(to: model) { $0.toggleFavorite($1) },
                    view.selections.send(to: model) { $0.select($1) })
            },
            state: { view in
                var shown = [
                    state(model) { $0.items }.compactMap { $0 }.drive(view.items),
                    event(model, { $0.trackToEdit }, clear: { $0.trackToEdit = nil }).emit(to: view.openEditor),
                ]
                if showingErrors { shown.append(state(model) { $0.failure }.drive(view.errorMessage)) }
                return Disposables.create(shown)
            })
    }
}
