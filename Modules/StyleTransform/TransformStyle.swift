import Domain
import Features
import ReactiveCore

/// The transform style's binders: gather the view's inputs, transform once, bind the outputs.
package enum TransformStyle: BindingStyle {
    package static let style = Style.transform

    package static func bindPalette(to view: PaletteView) -> Disposable {
        let output = PaletteViewModel().transform(input: .init(changeColor: view.changeColorRequests))
        return Disposables.create([
            output.backgroundColor.drive(view.backgroundColor),
            output.buttonTitle.drive(view.buttonTitle),
            output.disposable,
        ])
    }

    package static func bindGreeting(to view: GreetingView) -> Disposable {
        let output = GreetingViewModel().transform(input: .init(name: view.name, validate: view.validateRequests))
        return output.greeting.drive(view.greeting)
    }

    /// The workaround: `transform` needs every input at once, but the controls appear later.
    /// The binder hands it streams that do not exist yet: each cell's stream, flattened with
    /// `switchLatest`, so the view model sees one name and one validate stream.
    package static func bindGreeting(to view: LazyGreetingView) -> Disposable {
        let input = GreetingViewModel.Input(
            name: view.nameFields.switchLatest(), validate: view.validateButtons.switchLatest())
        return GreetingViewModel().transform(input: input).greeting.drive(view.greeting)
    }

    package static func bindSearch(to view: SearchView, environment: FeatureEnvironment) -> Disposable {
        let viewModel = SearchViewModel(catalog: environment.catalog, scheduler: environment.scheduler)
        let output = viewModel.transform(input: .init(query: view.query, selection: view.selections))
        return Disposables.create([
            output.results.drive(view.results),
            output.isLoading.drive(view.isLoading),
            output.errorMessage.drive(view.errorMessage),
            output.showTrack.emit(to: view.showTrack),
        ])
    }

    package static func bindGenres(to view: GenresView, environment: FeatureEnvironment) -> Disposable {
        let load = Observable.merge(view.appearances, view.refreshRequests)
        let output = GenresViewModel(catalog: environment.catalog)
            .transform(input: .init(load: load, selection: view.selections))
        return Disposables.create([
            output.genres.drive(view.genres),
            output.isLoading.drive(view.isLoading),
            output.errorMessage.drive(view.errorMessage),
            output.showGenreSummary.emit(to: view.message),
        ])
    }

    package static func bindLibrary(to view: LibraryView, environment: FeatureEnvironment) -> Disposable {
        let output = LibraryViewModel(library: environment.library)
            .transform(input: .init(favoriteToggles: view.favoriteToggles, selection: view.selections))
        return Disposables.create([
            output.items.drive(view.items),
            output.errorMessage.drive(view.errorMessage),
            output.openEditor.emit(to: view.openEditor),
        ])
    }

    package static func bindEditor(to view: EditorView, track: Track, environment: FeatureEnvironment) -> Disposable {
        let input = EditorViewModel.Input(
            ratingEdits: view.ratingEdits, noteEdits: view.noteEdits, save: view.saveRequests,
            cancel: view.cancelRequests)
        let output = EditorViewModel(track: track, library: environment.library).transform(input: input)
        return Disposables.create([
            output.title.drive(view.title),
            output.draft.drive(view.draft),
            output.isSaveEnabled.drive(view.isSaveEnabled),
            output.validationMessage.drive(view.validationMessage),
            output.saveResult.emit(to: view.saveResult),
            output.close.emit(to: view.close),
        ])
    }
}
