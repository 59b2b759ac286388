import Domain
import Features
import ReactiveCore
import Transcripts

/// Plays palette scripts.
final class PalettePlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<PalettePlayer>] = [
        .plain("tap", "the user taps the button") { $0.view.user.tap() }
    ]

    private let view: RecordingTap<ScriptedPaletteView>
    let screen: ShownScreen?

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        view = RecordingTap(ScriptedPaletteView(), recorder: fixture.recorder)
        screen = ShownScreen(OnScreen(style.makePalette(), on: view), on: view)
    }

    var isOnScreen: Bool { view.isOnScreen }
}

/// Plays greeting scripts, on the eager view, or on the lazily loaded one when the script makes
/// a cell appear.
final class GreetingPlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<GreetingPlayer>] = [
        .text("name", "the name field's text becomes this") { $0.type($1) },
        .plain("validate", "the user taps validate") { $0.tapValidate() },
        .plain("name-cell", "the name field's cell appears (again), with an empty field") {
            try $0.lazy().showNameCell()
        },
        .plain("button-cell", "the validate button's cell appears (again)") { try $0.lazy().showButtonCell() },
    ]

    private enum View {
        case eager(RecordingTap<ScriptedGreetingView>)
        case lazy(RecordingTap<ScriptedLazyGreetingView>)
    }

    private let view: View
    let screen: ShownScreen?

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        let cells: Set<String> = ["name-cell", "button-cell"]
        if script.steps.contains(where: { cells.contains($0.intent.keyword) }) {
            let view = RecordingTap(ScriptedLazyGreetingView(), recorder: fixture.recorder)
            self.view = .lazy(view)
            screen = ShownScreen(OnScreen(style.makeLazyGreeting(), on: view as any LazyGreetingView), on: view)
        } else {
            let view = RecordingTap(ScriptedGreetingView(), recorder: fixture.recorder)
            self.view = .eager(view)
            screen = ShownScreen(OnScreen(style.makeGreeting(), on: view as any GreetingView), on: view)
        }
    }

    var isOnScreen: Bool {
        switch view {
        case .eager(let view): view.isOnScreen
        case .lazy(let view): view.isOnScreen
        }
    }

    private func type(_ text: String) {
        switch view {
        case .eager(let view): view.user.type(text)
        case .lazy(let view): view.view.type(text)
        }
    }

    private func tapValidate() {
        switch view {
        case .eager(let view): view.user.validate()
        case .lazy(let view): view.view.tapValidate()
        }
    }

    /// The lazily loaded view; the player chose it because the script makes cells appear.
    private func lazy() throws -> ScriptedLazyGreetingView {
        guard case .lazy(let view) = view else { throw ScenarioError.unknownIntent("name-cell") }
        return view.view
    }
}

/// Plays search scripts.
final class SearchPlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<SearchPlayer>] = [
        .text("query", "the query field's text becomes this") { $0.view.user.type($1) },
        .number("select", "the user selects this row") { $0.view.user.select($1) },
    ]

    private let view: RecordingTap<ScriptedSearchView>
    let screen: ShownScreen?

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        view = RecordingTap(ScriptedSearchView(), recorder: fixture.recorder)
        screen = ShownScreen(OnScreen(style.makeSearch(environment: fixture.environment), on: view), on: view)
    }

    var isOnScreen: Bool { view.isOnScreen }
}

/// Plays genres scripts: the view is loaded from the start, and appears at the script's `load`
/// (its view controller's `viewWillAppear`, which loads the genres).
final class GenresPlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<GenresPlayer>] = [
        .plain("load", "the view appears (and loads)", onView: false) { $0.screen?.appear() },
        .plain("refresh", "the user asks to refresh") { $0.view.user.refresh() },
        .number("select", "the user selects this row") { $0.view.user.select($1) },
    ]

    private let view: RecordingTap<ScriptedGenresView>
    let screen: ShownScreen?

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        view = RecordingTap(ScriptedGenresView(), recorder: fixture.recorder)
        screen = ShownScreen(OnScreen(style.makeGenres(environment: fixture.environment), loadedOn: view), on: view)
    }

    var isOnScreen: Bool { view.isOnScreen }
}

/// Plays library scripts.
final class LibraryPlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<LibraryPlayer>] = [
        .number("favorite", "the user toggles this row's favorite mark") { $0.view.user.toggleFavorite($1) },
        .number("select", "the user selects this row") { $0.view.user.select($1) },
    ]

    private let view: RecordingTap<ScriptedLibraryView>
    let screen: ShownScreen?

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        view = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        screen = ShownScreen(OnScreen(style.makeLibrary(environment: fixture.environment), on: view), on: view)
    }

    var isOnScreen: Bool { view.isOnScreen }
}

/// Plays editor scripts: the editor is bound when a script opens it on a track.
final class EditorPlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<EditorPlayer>] = [
        .number("open", "the editor opens on the track with this id", onView: false) { try $0.open(Int64($1)) },
        .number("rating", "the user picks this rating") { $0.view.user.rate($1) },
        .text("note", "the note field's text becomes this") { $0.view.user.editNote($1) },
        .plain("save", "the user taps save") { $0.view.user.save() },
        .plain("cancel", "the user taps cancel") { $0.view.user.cancel() },
    ]

    private let view: RecordingTap<ScriptedEditorView>
    private let style: BindingStyle.Type
    private let fixture: RunFixture
    private(set) var screen: ShownScreen?

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        self.style = style
        self.fixture = fixture
        view = RecordingTap(ScriptedEditorView(), recorder: fixture.recorder)
    }

    var isOnScreen: Bool { view.isOnScreen }

    private func open(_ id: Int64) throws {
        guard let track = try? fixture.database.track(id: id) else { throw ScenarioError.noTrack(id) }
        screen?.leave()
        screen = ShownScreen(
            OnScreen(style.makeEditor(track: track, environment: fixture.environment), on: view), on: view)
    }
}
