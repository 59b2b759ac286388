import Domain
import Features
import ReactiveCore

/// The protocols style's binders: view events call input methods; outputs are driven.
package enum ProtocolsStyle: BindingStyle {
    package static let style = Style.protocols

    package static func bindPalette(to view: PaletteView) -> Disposable {
        let viewModel: PaletteViewModelType = PaletteViewModel()
        return Disposables.create([
            viewModel.output.backgroundColor.drive(view.backgroundColor),
            viewModel.output.buttonTitle.drive(view.buttonTitle),
            view.changeColorRequests.subscribe(onNext: { viewModel.input.changeColor() }),
        ])
    }

    package static func bindGreeting(to view: GreetingView) -> Disposable {
        let viewModel: GreetingViewModelType = GreetingViewModel()
        return Disposables.create([
            viewModel.output.greeting.drive(view.greeting),
            view.name.subscribe(onNext: { viewModel.input.nameChanged($0) }),
            view.validateRequests.subscribe(onNext: { viewModel.input.validate() }),
        ])
    }

    /// No workaround: input methods can be called whenever a control exists.
    package static func bindGreeting(to view: LazyGreetingView) -> Disposable {
        let viewModel: GreetingViewModelType = GreetingViewModel()
        return Disposables.create([
            viewModel.output.greeting.drive(view.greeting),
            view.nameFields.flatMapLatest { $0 }.subscribe(onNext: { viewModel.input.nameChanged($0) }),
            view.validateButtons.flatMapLatest { $0 }.subscribe(onNext: { viewModel.input.validate() }),
        ])
    }

    package static func bindSearch(to view: SearchView, environment: FeatureEnvironment) -> Disposable {
        let viewModel: SearchViewModelType = SearchViewModel(
            catalog: environment.catalog, scheduler: environment.scheduler)
        return Disposables.create([
            viewModel.output.results.drive(view.results),
            viewModel.output.isLoading.drive(view.isLoading),
            viewModel.output.errorMessage.drive(view.errorMessage),
            viewModel.output.showTrack.emit(to: view.showTrack),
            view.query.subscribe(onNext: { viewModel.input.queryChanged($0) }),
            view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }),
        ])
    }

    package static func bindGenres(to view: GenresView, environment: FeatureEnvironment) -> Disposable {
        let viewModel: GenresViewModelType = GenresViewModel(catalog: environment.catalog)
        return Disposables.create([
            viewModel.output.genres.drive(view.genres),
            viewModel.output.isLoading.drive(view.isLoading),
            viewModel.output.errorMessage.drive(view.errorMessage),
            viewModel.output.showGenreSummary.emit(to: view.message),
            view.appearances.subscribe(onNext: { viewModel.input.viewDidAppear() }),
            view.refreshRequests.subscribe(onNext: { viewModel.input.refresh() }),
            view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }),
        ])
    }

    package static func bindLibrary(to view: LibraryView, environment: FeatureEnvironment) -> Disposable {
        let viewModel: LibraryViewModelType = LibraryViewModel(library: environment.library)
        return Disposables.create([
            viewModel.output.items.drive(view.items),
            viewModel.output.errorMessage.drive(view.errorMessage),
            viewModel.output.openEditor.emit(to: view.openEditor),
            view.favoriteToggles.subscribe(onNext: { viewModel.input.toggleFavorite(row: $0) }),
            view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }),
        ])
    }

    package static func bindEditor(to view: EditorView, track: Track, environment: FeatureEnvironment) -> Disposable {
        let viewModel: EditorViewModelType = EditorViewModel(track: track, library: environment.library)
        return Disposables.create([
            viewModel.output.title.drive(view.title),
            viewModel.output.draft.drive(view.draft),
            viewModel.output.isSaveEnabled.drive(view.isSaveEnabled),
            viewModel.output.validationMessage.drive(view.validationMessage),
            viewModel.output.saveResult.emit(to: view.saveResult),
            viewModel.output.close.emit(to: view.close),
            view.ratingEdits.subscribe(onNext: { viewModel.input.setRating($0) }),
            view.noteEdits.subscribe(onNext: { viewModel.input.setNote($0) }),
            view.saveRequests.subscribe(onNext: { viewModel.input.save() }),
            view.cancelRequests.subscribe(onNext: { viewModel.input.cancel() }),
        ])
    }
}
