import Domain
import Features
import Foundation
import ReactiveCore
import Services
import Storage
import Styles

/// Plays scenario scripts through a style and records what the view is shown.
///
/// Every run starts from the same in-memory copy of the catalog, runs on its own virtual clock
/// and uses services that answer after the script's latencies, so the same script gives the same
/// transcript on every run and machine.
package final class ScenarioRunner: Sendable {
    private let template: AppDatabase

    /// A runner over `database`, which every run copies (so runs never see each other's saves).
    package init(database: AppDatabase) {
        template = database
    }

    /// Plays `script` through `style`.
    ///
    /// - Throws: ``ScenarioError`` when the script asks for something the catalog does not have.
    package func run(_ script: ScenarioScript, style: Style) throws -> Transcript {
        let database = try template.copy()
        for (index, trackID) in script.favorites.enumerated() {
            do {
                try database.setFavorite(trackID: trackID, true, at: Date(timeIntervalSince1970: Double(index - 1_000)))
            } catch {
                throw ScenarioError.noTrack(trackID)
            }
        }
        let clock = ScenarioClock()
        let recorder = TranscriptRecorder(clock: clock)
        let serviceScript = ServiceScript(
            scheduler: clock, latencies: script.latencies.map { .milliseconds($0) }, failingCalls: script.failingCalls)
        let environment = FeatureEnvironment(
            catalog: ScriptedCatalogService(database: database, script: serviceScript),
            library: ScriptedLibraryService(database: database, script: serviceScript, clock: clock), scheduler: clock)
        let binding = SerialDisposable()
        var failure: ScenarioError?
        var play: (Intent) -> Void = { _ in }
        let bindings = style.binding

        // Drivers and Signals deliver synchronously, as on an app's main thread.
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: clock)) {
            switch script.feature {
            case .palette:
                let view = ScriptedPaletteView(recorder: recorder)
                binding.disposable = bindings.bindPalette(to: view)
                play = { if case .tap = $0 { view.taps.accept(()) } }
            case .greeting where script.steps.contains { $0.intent == .nameCell || $0.intent == .buttonCell }:
                let view = ScriptedLazyGreetingView(recorder: recorder)
                binding.disposable = bindings.bindGreeting(to: view as LazyGreetingView)
                play = { intent in
                    switch intent {
                    case .nameCell: view.showNameCell()
                    case .buttonCell: view.showButtonCell()
                    case .name(let text): view.type(text)
                    case .validate: view.tapValidate()
                    default: break
                    }
                }
            case .greeting:
                let view = ScriptedGreetingView(recorder: recorder)
                binding.disposable = bindings.bindGreeting(to: view as GreetingView)
                play = { intent in
                    switch intent {
                    case .name(let text): view.nameField.accept(text)
                    case .validate: view.validations.accept(())
                    default: break
                    }
                }
            case .search:
                let view = ScriptedSearchView(recorder: recorder)
                binding.disposable = bindings.bindSearch(to: view, environment: environment)
                play = { intent in
                    switch intent {
                    case .query(let text): view.queryField.accept(text)
                    case .select(let row): view.rowSelections.accept(row)
                    default: break
                    }
                }
            case .genres:
                let view = ScriptedGenresView(recorder: recorder)
                binding.disposable = bindings.bindGenres(to: view, environment: environment)
                play = { intent in
                    switch intent {
                    case .load: view.appearanceEvents.onNext(())
                    case .refresh: view.refreshes.accept(())
                    case .select(let row): view.rowSelections.accept(row)
                    default: break
                    }
                }
            case .library:
                let view = ScriptedLibraryView(recorder: recorder)
                binding.disposable = bindings.bindLibrary(to: view, environment: environment)
                play = { intent in
                    switch intent {
                    case .favorite(let row): view.toggles.accept(row)
                    case .select(let row): view.rowSelections.accept(row)
                    default: break
                    }
                }
            case .editor:
                let view = ScriptedEditorView(recorder: recorder)
                play = { intent in
                    switch intent {
                    case .open(let id):
                        do {
                            let track = try database.track(id: id)
                            binding.disposable = bindings.bindEditor(to: view, track: track, environment: environment)
                        } catch {
                            failure = failure ?? .noTrack(id)
                        }
                    case .rating(let stars): view.ratings.accept(stars)
                    case .note(let text): view.notes.accept(text)
                    case .save: view.saves.accept(())
                    case .cancel: view.cancels.accept(())
                    default: break
                    }
                }
            }
            for step in script.steps {
                clock.at(step.time) { play(step.intent) }
            }
            clock.start()
        }
        binding.dispose()
        if let failure { throw failure }
        return recorder.transcript
    }
}

/// A scenario that asks for something the catalog does not have.
package enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `open` or `favorites` names a track the catalog does not have.
    case noTrack(Int64)

    package var description: String {
        switch self {
        case .noTrack(let id): "the catalog has no track \(id)"
        }
    }
}
