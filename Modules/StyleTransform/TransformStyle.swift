import Domain
import Features
import ReactiveCore

/// The transform style's view controllers: gather the view's inputs, transform once, bind the
/// outputs and keep the output's disposable. Inputs and outputs are connected together, by the
/// one call (``Screen/Shape/together``).
package enum TransformStyle: BindingStyle {
    package static let style = Style.transform

    package static func makePalette() -> Screen<PaletteView> {
        let viewModel = PaletteViewModel()
        return .together(viewModel) { view in
            let output = viewModel.transform(input: .init(changeColor: view.changeColorRequests))
            return Disposables.create([
                output.backgroundColor.drive(view.backgroundColor),
                output.buttonTitle.drive(view.buttonTitle),
                output.disposable,
            ])
        }
    }

    package static func makeGreeting() -> Screen<GreetingView> {
        let viewModel = GreetingViewModel()
        return .together(viewModel) { view in
            viewModel.transform(input: .init(name: view.name, validate: view.validateRequests))
                .greeting.drive(view.greeting)
        }
    }

    /// The bridge: `transform` needs every input at once, but the controls do not exist yet. The
    /// view controller makes a relay per control before transforming, and forwards each control
    /// into its relay as its cell appears.
    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let viewModel = GreetingViewModel()
        return .together(viewModel) { view in
            let name = BehaviorRelay(value: "")
            let validate = PublishRelay<Void>()
            let output = viewModel.transform(input: .init(name: name.asObservable(), validate: validate.asObservable()))
            let cells = GreetingCells(
                name: { $0.subscribe(onNext: name.accept) }, button: { $0.subscribe(onNext: validate.accept) })
            return Disposables.create(output.greeting.drive(view.greeting), view.install(cells))
        }
    }

    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let viewModel = SearchViewModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return .together(viewModel) { view in
            let output = viewModel.transform(input: .init(query: view.query, selection: view.selections))
            return Disposables.create([
                output.results.drive(view.results),
                output.isLoading.drive(view.isLoading),
                output.errorMessage.drive(view.errorMessage),
                output.showTrack.emit(to: view.showTrack),
            ])
        }
    }

    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let viewModel = GenresViewModel(catalog: environment.catalog)
        return .together(viewModel) { view in
            let load = Observable.merge(view.appearances, view.refreshRequests)
            let output = viewModel.transform(input: .init(load: load, selection: view.selections))
            return Disposables.create([
                output.genres.drive(view.genres),
                output.isLoading.drive(view.isLoading),
                output.errorMessage.drive(view.errorMessage),
                output.showGenreSummary.emit(to: view.message),
                output.disposable,
            ])
        }
    }

    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        let viewModel = LibraryViewModel(library: environment.library)
        return .together(viewModel) { view in
            let output = viewModel.transform(
                input: .init(favoriteToggles: view.favoriteToggles, selection: view.selections))
            return Disposables.create([
                output.items.drive(view.items),
                output.errorMessage.drive(view.errorMessage),
                output.openEditor.emit(to: view.openEditor),
                output.disposable,
            ])
        }
    }

    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel = EditorViewModel(track: track, library: environment.library)
        return .together(viewModel) { view in
            let input = EditorViewModel.Input(
                ratingEdits: view.ratingEdits, noteEdits: view.noteEdits, save: view.saveRequests,
                cancel: view.cancelRequests)
            let output = viewModel.transform(input: input)
            return Disposables.create([
                output.title.drive(view.title),
                output.draft.drive(view.draft),
                output.isSaveEnabled.drive(view.isSaveEnabled),
                output.validationMessage.drive(view.validationMessage),
                output.saveResult.emit(to: view.saveResult),
                output.close.emit(to: view.close),
                output.disposable,
            ])
        }
    }
}
