import Domain
import Features
import Foundation
import ReactiveCore
import ScriptedServices
import Services
import Storage
import Transcripts

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

    /// Plays `script` through `style`, on the main actor, while no other run plays
    /// (``MainActorDrive``).
    ///
    /// - Parameters:
    ///   - script: The feature and what the user does, when.
    ///   - style: The style whose binding plays it.
    ///   - setUp: Changes the run's catalog before it starts, or schedules changes made by another
    ///     process during it (``RunCatalog``).
    ///   - beforeLeaving: Called once every step has played, while the view is still bound.
    ///   - afterLeaving: Called once the view has disappeared and been released, the run's catalog still open.
    /// - Throws: ``ScenarioError`` when the script asks for something the catalog does not have;
    ///   whatever `setUp` or a change it scheduled throws.
    @MainActor
    package func run(
        _ script: ScenarioScript, style: Style, setUp: (RunCatalog) throws -> Void = { _ in },
        beforeLeaving: () -> Void = {}, afterLeaving: () -> Void = {}
    ) async throws -> Transcript {
        try await MainActorDrive.exclusively {
            try await play(script, style: style, setUp: setUp, beforeLeaving: beforeLeaving, afterLeaving: afterLeaving)
        }
    }

    /// ``run(_:style:setUp:beforeLeaving:afterLeaving:)``, while no other run plays.
    @MainActor
    private func play(
        _ script: ScenarioScript, style: Style, setUp: (RunCatalog) throws -> Void,
        beforeLeaving: () -> Void, afterLeaving: () -> Void
    ) async throws -> Transcript {
        let fixture = try RunFixture(
            template: template, favorites: script.favorites, latencies: script.latencies.map { .milliseconds($0) },
            failingCalls: script.failingCalls)
        let catalog = RunCatalog(database: fixture.database, clock: fixture.clock)
        try setUp(catalog)
        var failure: ScenarioError?

        // Each step plays in a synchronous stage, as on an app's main thread; between steps, the
        // tasks the step woke run until the run is quiescent.
        let player = fixture.clock.onStage { Self.player(for: script, style: style.binding, on: fixture) }
        for step in script.steps {
            fixture.clock.at(step.time) {
                do {
                    try player.play(step.intent)
                } catch {
                    failure = failure ?? (error as? ScenarioError) ?? .unknownIntent(step.intent.keyword)
                }
            }
        }
        await fixture.run()
        await fixture.act {
            beforeLeaving()
            player.stop()
        }
        afterLeaving()
        if let failure { throw failure }
        if let error = catalog.failure { throw error }
        var transcript = fixture.recorder.transcript
        transcript.serviceCalls = fixture.calls
        return transcript
    }

    /// The player of `script`'s feature, binding with `style` on `fixture`.
    @MainActor
    private static func player(
        for script: ScenarioScript, style: BindingStyle.Type, on fixture: RunFixture
    ) -> any FeaturePlayer {
        switch script.feature {
        case .palette: PalettePlayer(style: style, fixture: fixture, script: script)
        case .greeting: GreetingPlayer(style: style, fixture: fixture, script: script)
        case .search: SearchPlayer(style: style, fixture: fixture, script: script)
        case .genres: GenresPlayer(style: style, fixture: fixture, script: script)
        case .library: LibraryPlayer(style: style, fixture: fixture, script: script)
        case .editor: EditorPlayer(style: style, fixture: fixture, script: script)
        }
    }
}

/// The run's copy of the catalog, as the run's caller may change it: before the run, or at a time
/// during it, as another process would (the library's observation sees each change commit).
package final class RunCatalog {
    /// The run's copy of the catalog.
    package let database: AppDatabase
    private let clock: ScenarioClock
    private(set) var failure: Error?

    init(database: AppDatabase, clock: ScenarioClock) {
        self.database = database
        self.clock = clock
    }

    /// Makes `change` to the run's catalog at `time` milliseconds.
    package func at(_ time: Int, _ change: @escaping (AppDatabase) throws -> Void) {
        clock.at(time) { [self] in
            do {
                try change(database)
            } catch {
                failure = failure ?? error
            }
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
    /// The intent acts on a view that is not on screen: the user left, or the editor is not open.
    case notOnScreen(String)

    package var description: String {
        switch self {
        case .noTrack(let id): "the catalog has no track \(id)"
        case .unknownIntent(let keyword): "'\(keyword)' is not an intent of this feature"
        case .badArgument(let keyword): "'\(keyword)' has an argument of the wrong kind"
        case .notOnScreen(let keyword):
            "'\(keyword)' acts on a view that is not on screen: the user left, or the editor is not open"
        }
    }
}
