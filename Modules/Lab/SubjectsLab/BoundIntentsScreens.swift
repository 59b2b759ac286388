import Domain
import Features
import ReactiveCore
import StyleSubjects

extension SubjectsStyle {
    /// The genres screen as the subjects article binds it: each control bound to its input
    /// subject with `bind(to:)`, which forwards a control's error into the subject; the style's
    /// main code sends intents with `subscribe(onNext:)` (``ProjectGuard/intentsBySubscribe``).
    @MainActor
    static func makeBoundIntentsGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel = GenresViewModel(catalog: environment.catalog)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.appearances.bind(to: viewModel.input.appear),
                    view.refreshRequests.bind(to: viewModel.input.refresh),
                    view.selections.bind(to: viewModel.input.selection))
            },
            outputs: { view in
                Disposables.create([
                    viewModel.output.genres.drive(view.genres),
                    viewModel.output.isLoading.drive(view.isLoading),
                    viewModel.output.errorMessage.drive(view.errorMessage),
                    viewModel.output.showGenreSummary.emit(to: view.message),
                ])
            })
    }

    /// The library screen as the subjects article binds it: each control bound to its input
    /// subject with `bind(to:)`.
    @MainActor
    static func makeBoundIntentsLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        let viewModel = LibraryViewModel(library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.favoriteToggles.bind(to: viewModel.input.favoriteToggle),
                    view.selections.bind(to: viewModel.input.selection))
            },
            outputs: { view in
                Disposables.create([
                    viewModel.output.items.drive(view.items),
                    viewModel.output.errorMessage.drive(view.errorMessage),
                    viewModel.output.openEditor.emit(to: view.openEditor),
                ])
            })
    }
}
