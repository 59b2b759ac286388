import Domain
import Features
import ReactiveCore
import Transcripts

/// Plays palette scripts.
final class PalettePlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<PalettePlayer>] = [
        .plain("tap", "the user taps the button") { $0.view.taps.accept(()) }
    ]

    private let view: RecordingTap<ScriptedPaletteView>
    private let binding: Disposable

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        view = RecordingTap(ScriptedPaletteView(), recorder: fixture.recorder)
        binding = style.bindPalette(to: view)
    }

    func stop() { binding.dispose() }
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
    private let binding: Disposable

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        let cells: Set<String> = ["name-cell", "button-cell"]
        if script.steps.contains(where: { cells.contains($0.intent.keyword) }) {
            let view = RecordingTap(ScriptedLazyGreetingView(), recorder: fixture.recorder)
            self.view = .lazy(view)
            binding = style.bindGreeting(to: view as LazyGreetingView)
        } else {
            let view = RecordingTap(ScriptedGreetingView(), recorder: fixture.recorder)
            self.view = .eager(view)
            binding = style.bindGreeting(to: view as GreetingView)
        }
    }

    func stop() { binding.dispose() }

    private func type(_ text: String) {
        switch view {
        case .eager(let view): view.nameField.accept(text)
        case .lazy(let view): view.view.type(text)
        }
    }

    private func tapValidate() {
        switch view {
        case .eager(let view): view.validations.accept(())
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
        .text("query", "the query field's text becomes this") { $0.view.queryField.accept($1) },
        .number("select", "the user selects this row") { $0.view.rowSelections.accept($1) },
    ]

    private let view: RecordingTap<ScriptedSearchView>
    private let binding: Disposable

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        view = RecordingTap(ScriptedSearchView(), recorder: fixture.recorder)
        binding = style.bindSearch(to: view, environment: fixture.environment)
    }

    func stop() { binding.dispose() }
}

/// Plays genres scripts.
final class GenresPlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<GenresPlayer>] = [
        .plain("load", "the view appears (and loads)") { $0.view.appearanceEvents.onNext(()) },
        .plain("refresh", "the user asks to refresh") { $0.view.refreshes.accept(()) },
        .number("select", "the user selects this row") { $0.view.rowSelections.accept($1) },
    ]

    private let view: RecordingTap<ScriptedGenresView>
    private let binding: Disposable

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        view = RecordingTap(ScriptedGenresView(), recorder: fixture.recorder)
        binding = style.bindGenres(to: view, environment: fixture.environment)
    }

    func stop() { binding.dispose() }
}

/// Plays library scripts.
final class LibraryPlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<LibraryPlayer>] = [
        .number("favorite", "the user toggles this row's favorite mark") { $0.view.toggles.accept($1) },
        .number("select", "the user selects this row") { $0.view.rowSelections.accept($1) },
    ]

    private let view: RecordingTap<ScriptedLibraryView>
    private let binding: Disposable

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        view = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        binding = style.bindLibrary(to: view, environment: fixture.environment)
    }

    func stop() { binding.dispose() }
}

/// Plays editor scripts: the editor is bound when a script opens it on a track.
final class EditorPlayer: FeaturePlayer {
    nonisolated static let intents: [IntentDefinition<EditorPlayer>] = [
        .number("open", "the editor opens on the track with this id") { try $0.open(Int64($1)) },
        .number("rating", "the user picks this rating") { $0.view.ratings.accept($1) },
        .text("note", "the note field's text becomes this") { $0.view.notes.accept($1) },
        .plain("save", "the user taps save") { $0.view.saves.accept(()) },
        .plain("cancel", "the user taps cancel") { $0.view.cancels.accept(()) },
    ]

    private let view: RecordingTap<ScriptedEditorView>
    private let style: BindingStyle.Type
    private let fixture: RunFixture
    private let binding = SerialDisposable()

    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript) {
        self.style = style
        self.fixture = fixture
        view = RecordingTap(ScriptedEditorView(), recorder: fixture.recorder)
    }

    func stop() { binding.dispose() }

    private func open(_ id: Int64) throws {
        guard let track = try? fixture.database.track(id: id) else { throw ScenarioError.noTrack(id) }
        binding.disposable = style.bindEditor(to: view, track: track, environment: fixture.environment)
    }
}
