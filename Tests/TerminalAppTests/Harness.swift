import AllStyles
import Composition
import Domain
import FeatureTesting
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Scenarios
import Storage
import TerminalUI

@testable import TerminalApp

/// The tests' catalog (``TestCatalog``), two of its tracks favorites: Black Dog, then Master of
/// Puppets.
func makeCatalog() throws -> AppDatabase {
    let database = try TestCatalog.database()
    try RunFixture.mark([4, 9], in: database)
    return database
}

/// The app on a millisecond virtual clock, its services working on that clock, its Drivers and
/// Signals delivering synchronously: keys in, screens out.
@MainActor
final class Harness {
    let scheduler: TestScheduler
    /// Where navigation runs: apart from the rest, so a test can hold it back.
    let navigation: TestScheduler
    let database: AppDatabase
    /// The calls reaching the one catalog and the one library the app was given, from every pane.
    let catalog: CallLog
    let library: CallLog
    let app: TerminalApp

    /// Runs `body` on the virtual clock, then stops the app. The default width shows every pane of
    /// the registry at 39 columns, so that tests read whole lines.
    ///
    /// The app runs on the main actor, as in the terminal, driven as a scenario run is
    /// (`MainActorDrive`): each key is handled in a synchronous stage with Drivers and Signals on
    /// the virtual clock, and between the clock's items the async models' tasks run until the main
    /// actor is idle. One difference from `bindery-tui`: on Linux a Swift Testing test on the main
    /// actor does not run on the main thread, so the main scheduler's binders (the views' and the
    /// widgets', as RxCocoa's) hop through the main queue, which the drive drains, where the app,
    /// on the main thread, runs them at once.
    static func run(
        columns: Int = 280, rows: Int = 30, styles: [Style] = Style.allCases, _ body: (Harness) async throws -> Void
    ) async throws {
        try await MainActorDrive.exclusively {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let harness = try Harness(columns: columns, rows: rows, styles: styles, scheduler: scheduler)
            do {
                try await body(harness)
            } catch {
                await harness.stop()
                throw error
            }
            await harness.stop()
        }
    }

    private init(columns: Int, rows: Int, styles: [Style], scheduler: TestScheduler) throws {
        self.scheduler = scheduler
        let database = try makeCatalog()
        self.database = database
        let navigation = TestScheduler(initialClock: 0, resolution: 0.001)
        self.navigation = navigation
        // The database work runs on the virtual clock, as on the services' queues in the terminal:
        // an answer arrives after the call returns.
        let live = FeatureEnvironment.live(database: database, scheduler: scheduler, work: scheduler)
        let catalog = CallLog()
        let library = CallLog()
        self.catalog = catalog
        self.library = library
        app = scheduler.onStage {
            TerminalApp(
                environment: FeatureEnvironment(
                    catalog: live.catalog.logged(in: catalog), library: live.library.logged(in: library),
                    scheduler: scheduler, clock: TaskClock(scheduler)
                ).sharingFavorites(),
                columns: columns, rows: rows, ui: navigation, styles: styles)
        }
    }

    /// Runs `body` as a synchronous stage (what the event loop does on a wake-up).
    func stage<Result>(_ body: () throws -> Result) rethrows -> Result {
        try scheduler.onStage(body)
    }

    /// Stops the app and lets what it left finish.
    private func stop() async {
        stage { app.stop() }
        await settle(10_000)
    }

    /// Sends `keys` and lets `milliseconds` of virtual time pass.
    func press(_ keys: Key..., wait milliseconds: Int = 1) async {
        stage { app.handle(keys) }
        await settle(milliseconds)
    }

    /// Lets `milliseconds` of virtual time pass, then navigation run and what it starts (a test
    /// scheduler delays work due "now" by a millisecond), then the screen be drawn.
    func settle(_ milliseconds: Int) async {
        await advance(scheduler, by: milliseconds)
        for _ in 0..<3 {
            await advance(navigation, by: 1)
            await advance(scheduler, by: 2)
        }
        _ = stage { app.render() }  // as the event loop does after every wake-up
    }

    /// Runs what is due on `clock` within `milliseconds`, an item at a time, each in a stage timed
    /// by ``scheduler``, the main actor settling after each.
    private func advance(_ clock: TestScheduler, by milliseconds: Int) async {
        await clock.run(until: clock.clock + milliseconds, stagesTimedBy: scheduler)
    }

    /// Types `text`, a key per character.
    func type(_ text: String, wait milliseconds: Int = 1) async {
        stage { app.handle(text.map { Key.character($0) }) }
        await settle(milliseconds)
    }

    /// The screen as text.
    var screen: CellBuffer { app.render() }

    /// The lines of pane `index`'s column on the current page (title, content, footer), without
    /// the pane's margin (its first column).
    func pane(_ index: Int) -> [String] {
        let buffer = screen
        let layout = Layout(columns: buffer.width, rows: buffer.height, paneCount: Style.allCases.count)
        guard let frame = layout.panes(onPage: app.page).first(where: { $0.index == index })?.frame else { return [] }
        return (frame.y..<(frame.y + frame.height)).map { y in
            var line = ""
            for x in (frame.x + 1)..<(frame.x + frame.width) where !buffer[x, y].isContinuation {
                line.append(buffer[x, y].character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// What every pane shows, below its title and above its footer.
    var contents: [[String]] {
        (0..<Style.allCases.count).map { Array(pane($0).dropFirst().dropLast()) }
    }
}
