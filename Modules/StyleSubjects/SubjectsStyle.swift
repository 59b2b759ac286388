import Domain
import Features
import ReactiveCore

/// The subjects style's binders: each input and output is bound on its own, whenever the view
/// has it.
package enum SubjectsStyle: BindingStyle {
    package static let style = Style.subjects

    package static func bindPalette(to view: PaletteView) -> Disposable {
        let viewModel = PaletteViewModel()
        return Disposables.create([
            viewModel.output.backgroundColor.drive(view.backgroundColor),
            viewModel.output.buttonTitle.drive(view.buttonTitle),
            view.changeColorRequests.bind(to: viewModel.input.changeColor),
        ])
    }

    package static func bindGreeting(to view: GreetingView) -> Disposable {
        let viewModel = GreetingViewModel()
        return Disposables.create([
            viewModel.output.greeting.drive(view.greeting),
            view.name.subscribe(onNext: viewModel.input.name.onNext),
            view.validateRequests.subscribe(onNext: viewModel.input.validate.onNext),
        ])
    }

    /// No workaround: each control is bound to its input observer when its cell appears.
    package static func bindGreeting(to view: LazyGreetingView) -> Disposable {
        let viewModel = GreetingViewModel()
        return Disposables.create([
            viewModel.output.greeting.drive(view.greeting),
            view.nameFields.flatMapLatest { $0 }.subscribe(onNext: viewModel.input.name.onNext),
            view.validateButtons.flatMapLatest { $0 }.subscribe(onNext: viewModel.input.validate.onNext),
        ])
    }

    package static func bindSearch(to view: SearchView, environment: FeatureEnvironment) -> Disposable {
        let viewModel = SearchViewModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return Disposables.create([
            viewModel.output.results.drive(view.results),
            viewModel.output.isLoading.drive(view.isLoading),
            viewModel.output.errorMessage.drive(view.errorMessage),
            viewModel.output.showTrack.emit(to: view.showTrack),
            view.query.subscribe(onNext: viewModel.input.query.onNext),
            view.selections.subscribe(onNext: viewModel.input.selection.onNext),
        ])
    }

    package static func bindGenres(to view: GenresView, environment: FeatureEnvironment) -> Disposable {
        let viewModel = GenresViewModel(catalog: environment.catalog)
        return Disposables.create([
            viewModel.output.genres.drive(view.genres),
            viewModel.output.isLoading.drive(view.isLoading),
            viewModel.output.errorMessage.drive(view.errorMessage),
            viewModel.output.showGenreSummary.emit(to: view.message),
            view.appearances.subscribe(onNext: viewModel.input.appear.onNext),
            view.refreshRequests.subscribe(onNext: viewModel.input.refresh.onNext),
            view.selections.subscribe(onNext: viewModel.input.selection.onNext),
        ])
    }

    package static func bindLibrary(to view: LibraryView, environment: FeatureEnvironment) -> Disposable {
        let viewModel = LibraryViewModel(library: environment.library)
        return Disposables.create([
            viewModel.output.items.drive(view.items),
            viewModel.output.errorMessage.drive(view.errorMessage),
            viewModel.output.openEditor.emit(to: view.openEditor),
            view.favoriteToggles.subscribe(onNext: viewModel.input.favoriteToggle.onNext),
            view.selections.subscribe(onNext: viewModel.input.selection.onNext),
        ])
    }

    package static func bindEditor(to view: EditorView, track: Track, environment: FeatureEnvironment) -> Disposable {
        let viewModel = EditorViewModel(track: track, library: environment.library)
        return Disposables.create([
            viewModel.output.title.drive(view.title),
            viewModel.output.draft.drive(view.draft),
            viewModel.output.isSaveEnabled.drive(view.isSaveEnabled),
            viewModel.output.validationMessage.drive(view.validationMessage),
            viewModel.output.saveResult.emit(to: view.saveResult),
            viewModel.output.close.emit(to: view.close),
            view.ratingEdits.subscribe(onNext: viewModel.input.rating.onNext),
            view.noteEdits.subscribe(onNext: viewModel.input.note.onNext),
            view.saveRequests.subscribe(onNext: viewModel.input.save.onNext),
            view.cancelRequests.subscribe(onNext: viewModel.input.cancel.onNext),
        ])
    }
}
