import Domain
import Features
import ReactiveCore

/// The model-view-binding style: make the model, then let the feature's binding wire it to the
/// view.
package enum MVBStyle: BindingStyle {
    package static let style = Style.mvb

    package static func bindPalette(to view: PaletteView) -> Disposable {
        PaletteBinding.bind(view: view, model: PaletteModel())
    }

    package static func bindGreeting(to view: GreetingView) -> Disposable {
        GreetingBinding.bind(view: view, model: GreetingModel())
    }

    package static func bindGreeting(to view: LazyGreetingView) -> Disposable {
        GreetingBinding.bind(view: view, model: GreetingModel())
    }

    package static func bindSearch(to view: SearchView, environment: FeatureEnvironment) -> Disposable {
        SearchBinding.bind(
            view: view, model: SearchModel(catalog: environment.catalog, scheduler: environment.scheduler))
    }

    package static func bindGenres(to view: GenresView, environment: FeatureEnvironment) -> Disposable {
        GenresBinding.bind(view: view, model: GenresModel(catalog: environment.catalog))
    }

    package static func bindLibrary(to view: LibraryView, environment: FeatureEnvironment) -> Disposable {
        LibraryBinding.bind(view: view, model: LibraryModel(library: environment.library))
    }

    package static func bindEditor(to view: EditorView, track: Track, environment: FeatureEnvironment) -> Disposable {
        EditorBinding.bind(view: view, model: EditorModel(track: track, library: environment.library))
    }
}
