import Domain
import Features
import ReactiveCore

/// The subjects style's view controllers: each input and each output is bound on its own,
/// whenever the view has it (``Screen/Shape/separate``). Inputs forward elements only
/// (`subscribe(onNext:)`), so a control that goes away does not complete the view model's subject.
package enum SubjectsStyle: BindingStyle {
    package static let style = Style.subjects

    package static func makePalette() -> Screen<PaletteView> {
        let viewModel = PaletteViewModel()
        return .separate(
            viewModel,
            inputs: { view in view.changeColorRequests.subscribe(onNext: viewModel.input.changeColor.onNext) },
            outputs: { view in
                Disposables.create(
                    viewModel.output.backgroundColor.drive(view.backgroundColor),
                    viewModel.output.buttonTitle.drive(view.buttonTitle))
            })
    }

    package static func makeGreeting() -> Screen<GreetingView> {
        let viewModel = GreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.name.subscribe(onNext: viewModel.input.name.onNext),
                    view.validateRequests.subscribe(onNext: viewModel.input.validate.onNext))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }

    /// No bridge: each control is bound to its input observer when its cell appears.
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let viewModel = GreetingViewModel()
        return .separate(
            viewModel,
            inputs: { view in
                view.install(
                    GreetingCells(
                        name: { $0.subscribe(onNext: viewModel.input.name.onNext) },
                        button: { $0.subscribe(onNext: viewModel.input.validate.onNext) }))
            },
            outputs: { view in viewModel.output.greeting.drive(view.greeting) })
    }

    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let viewModel = SearchViewModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.query.subscribe(onNext: viewModel.input.query.onNext),
                    view.selections.subscribe(onNext: viewModel.input.selection.onNext))
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
        let viewModel = GenresViewModel(catalog: environment.catalog)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.appearances.subscribe(onNext: viewModel.input.appear.onNext),
                    view.refreshRequests.subscribe(onNext: viewModel.input.refresh.onNext),
                    view.selections.subscribe(onNext: viewModel.input.selection.onNext))
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
        let viewModel = LibraryViewModel(library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.favoriteToggles.subscribe(onNext: viewModel.input.favoriteToggle.onNext),
                    view.selections.subscribe(onNext: viewModel.input.selection.onNext))
            },
            outputs: { view in
                Disposables.create(
                    viewModel.output.items.drive(view.items),
                    viewModel.output.errorMessage.drive(view.errorMessage),
                    viewModel.output.openEditor.emit(to: view.openEditor))
            })
    }

    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel = EditorViewModel(track: track, library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create([
                    view.ratingEdits.subscribe(onNext: viewModel.input.rating.onNext),
                    view.noteEdits.subscribe(onNext: viewModel.input.note.onNext),
                    view.saveRequests.subscribe(onNext: viewModel.input.save.onNext),
                    view.cancelRequests.subscribe(onNext: viewModel.input.cancel.onNext),
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
