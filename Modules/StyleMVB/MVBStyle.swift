import Domain
import Features
import ReactiveCore

/// The model-view-binding style: make the model, then let the feature's binding wire it to the
/// view. A binding is wiring only; the model owns the state and the effects, so the view's
/// intents and the model's state are wired on their own (``Screen/Shape/separate``).
package enum MVBStyle: BindingStyle {
    package static let style = Style.mvb

    package static func makePalette() -> Screen<PaletteView> {
        let model = PaletteModel()
        return .separate(
            model, inputs: { PaletteBinding.bindIntents(of: $0, to: model) },
            outputs: { PaletteBinding.bindState(of: model, to: $0) })
    }

    package static func makeGreeting() -> Screen<GreetingView> {
        let model = GreetingModel()
        return .separate(
            model, inputs: { GreetingBinding.bindIntents(of: $0, to: model) },
            outputs: { GreetingBinding.bindState(of: model, to: $0) })
    }

    package static func makeLazyGreeting() -> Screen<LazyGreetingView> {
        let model = GreetingModel()
        return .separate(
            model, inputs: { GreetingBinding.bindIntents(of: $0, to: model) },
            outputs: { GreetingBinding.bindState(of: model, to: $0) })
    }

    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let model = SearchModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return .separate(
            model, inputs: { SearchBinding.bindIntents(of: $0, to: model) },
            outputs: { SearchBinding.bindState(of: model, to: $0) })
    }

    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let model = GenresModel(catalog: environment.catalog)
        return .separate(
            model, inputs: { GenresBinding.bindIntents(of: $0, to: model) },
            outputs: { GenresBinding.bindState(of: model, to: $0) })
    }

    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        let model = LibraryModel(library: environment.library)
        return .separate(
            model, inputs: { LibraryBinding.bindIntents(of: $0, to: model) },
            outputs: { LibraryBinding.bindState(of: model, to: $0) })
    }

    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let model = EditorModel(track: track, library: environment.library)
        return .separate(
            model, inputs: { EditorBinding.bindIntents(of: $0, to: model) },
            outputs: { EditorBinding.bindState(of: model, to: $0) })
    }
}
