import Domain
import Features
import ReactiveCore

/// The protocols style's view controllers: view events call input methods, outputs are driven;
/// each side is bound on its own (``Screen/Shape/separate``). The view controller sees the view
/// model only through its `…ViewModelType` protocol, so every call reads `.input.` or `.output.`.
package enum ProtocolsStyle: BindingStyle {
    package static let style = Style.protocols

    package static func makePalette() -> Screen<PaletteView> {
        let viewModel: PaletteViewModelType = PaletteViewModel()
        return .separate(
            viewModel,
            inputs: { view in view.changeColorRequests.subscribe(onNext: { viewModel.input.changeColor() }) },
            outputs: { view in
                Disposables.create(
                    viewModel.output.backgroundColor.drive(view.backgroundColor),
                    viewModel.output.buttonTitle.drive(view.buttonTitle))
            })
    }

    package static func makeGreeting() -> Screen<GreetingView> {
        let viewModel: GreetingViewModelType = GreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.name.subscribe(onNext: { viewModel.input.nameChanged($0) }),
                    view.validateRequests.subscribe(onNext: { viewModel.input.validate() }))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }

    /// No bridge: input methods can be called whenever a control exists.
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let viewModel: GreetingViewModelType = GreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                view.install(
                    GreetingCells(
                        name: { $0.subscribe(onNext: { viewModel.input.nameChanged($0) }) },
                        button: { $0.subscribe(onNext: { viewModel.input.validate() }) }))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }

    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let viewModel: SearchViewModelType = SearchViewModel(
            catalog: environment.catalog, scheduler: environment.scheduler)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.query.subscribe(onNext: { viewModel.input.queryChanged($0) }),
                    view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }))
            },
            outputs: { view in
                Disposables.create([
                    viewModel.output.results.drive(view.results),
                    viewModel.output.isLoading.drive(view.isLoading),
                    viewModel.output.errorMessage.drive(view.errorMessage),
                    viewModel.output.showTrack.emit(to: view.showTrack),
                ])
            })
    }

    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel: GenresViewModelType = GenresViewModel(catalog: environment.catalog)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.appearances.subscribe(onNext: { viewModel.input.viewDidAppear() }),
                    view.refreshRequests.subscribe(onNext: { viewModel.input.refresh() }),
                    view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }))
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

    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        let viewModel: LibraryViewModelType = LibraryViewModel(library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.favoriteToggles.subscribe(onNext: { viewModel.input.toggleFavorite(row: $0) }),
                    view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }))
            },
            outputs: { view in
                Disposables.create(
                    viewModel.output.items.drive(view.items),
                    viewModel.output.errorMessage.drive(view.errorMessage),
                    viewModel.output.openEditor.emit(to: view.openEditor))
            })
    }

    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel: EditorViewModelType = EditorViewModel(track: track, library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create([
                    view.ratingEdits.subscribe(onNext: { viewModel.input.setRating($0) }),
                    view.noteEdits.subscribe(onNext: { viewModel.input.setNote($0) }),
                    view.saveRequests.subscribe(onNext: { viewModel.input.save() }),
                    view.cancelRequests.subscribe(onNext: { viewModel.input.cancel() }),
                ])
            },
            outputs: { view in
                Disposables.create([
                    viewModel.output.title.drive(view.title),
                    viewModel.output.draft.drive(view.draft),
                    viewModel.output.isSaveEnabled.drive(view.isSaveEnabled),
                    viewModel.output.validationMessage.drive(view.validationMessage),
                    viewModel.output.saveResult.emit(to: view.saveResult),
                    viewModel.output.close.emit(to: view.close),
                ])
            })
    }
}
