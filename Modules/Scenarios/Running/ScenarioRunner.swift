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
        let stage = Stage(style: style.binding, environment: environment, database: database, recorder: recorder)
        var failure: ScenarioError?

        // Drivers and Signals deliver synchronously, as on an app's main thread.
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: clock)) {
            let player = Self.player(for: script, on: stage)
            for step in script.steps {
                clock.at(step.time) {
                    do {
                        try player.play(step.intent)
                    } catch {
                        failure = failure ?? (error as? ScenarioError) ?? .unknownIntent(step.intent.keyword)
                    }
                }
            }
            clock.start()
            player.stop()
        }
        if let failure { throw failure }
        return recorder.transcript
    }

    /// The player of `script`'s feature.
    private static func player(for script: ScenarioScript, on stage: Stage) -> any FeaturePlayer {
        switch script.feature {
        case .palette: PalettePlayer(stage: stage, script: script)
        case .greeting: GreetingPlayer(stage: stage, script: script)
        case .search: SearchPlayer(stage: stage, script: script)
        case .genres: GenresPlayer(stage: stage, script: script)
        case .library: LibraryPlayer(stage: stage, script: script)
        case .editor: EditorPlayer(stage: stage, script: script)
        }
    }
}

/// A scenario that asks for something the feature or the catalog does not have.
package enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `open` or `favorites` names a track the catalog does not have.
    case noTrack(Int64)
    /// The intent is not one of the feature's (a script built without the parser).
    case unknownIntent(String)
    /// The intent's argument is not of the kind it takes (a script built without the parser).
    case badArgument(String)

    package var description: String {
        switch self {
        case .noTrack(let id): "the catalog has no track \(id)"
        case .unknownIntent(let keyword): "'\(keyword)' is not an intent of this feature"
        case .badArgument(let keyword): "'\(keyword)' has an argument of the wrong kind"
        }
    }
}
