import Domain
import FeatureTesting
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Scenarios
import ScriptedServices
import Storage
import Testing

@testable import Scenarios

/// The rules a front end applies past every style (the terminal UI's Ctrl-F and editor tab), on
/// the spec's tracks and a millisecond virtual clock, every service call taking 50 ms.
@Suite(.tracksResources)
struct FrontEndRulesTests {
    let scheduler = TestScheduler.milliseconds()

    /// Scripted services over a new copy of the tests' catalog, its favorites `favorites` (the
    /// last the latest), the calls in `failing` failing.
    private func services(favorites: [Int64] = [], failing: Set<Int> = []) throws -> (Scripted, AppDatabase) {
        let database = try TestCatalog.database()
        try RunFixture.mark(favorites, in: database)
        let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(50)], failingCalls: failing)
        let environment = FeatureEnvironment.scripted(database: database, clock: ContinuousClock(), script: script)
        return ((environment, script), database)
    }

    /// Scripted services and their script.
    private typealias Scripted = (environment: FeatureEnvironment, script: ServiceScript)

    private func track(_ id: Int64) throws -> Track {
        try #require(TestCatalog.tracks.first { $0.id == id })
    }

    @Test func ctrlFTogglesTheFavoriteOnceAndSaysWhatItDid() throws {
        let (scripted, database) = try services()
        let beatIt = try track(3)
        let messages = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        for time in [100, 200] {
            scheduler.scheduleAt(time) {
                LibraryRules.toggleFavorite(of: beatIt, in: scripted.environment.library).asObservable()
                    .subscribe(messages).disposed(by: bag)
            }
        }
        scheduler.start()
        #expect(
            messages.events == [
                .next(150, "♥ now a favorite: Beat It — Michael Jackson"), .completed(150),
                .next(250, "no longer a favorite: Beat It — Michael Jackson"), .completed(250),
            ])
        #expect(scripted.script.calls == ["toggleFavorite(3)", "toggleFavorite(3)"])
        #expect(try database.entry(trackID: 3)?.isFavorite == false)
    }

    @Test func aFailedToggleSaysSoAndDoesNotFail() throws {
        let (scripted, database) = try services(failing: [1])
        let beatIt = try track(3)
        let messages = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            LibraryRules.toggleFavorite(of: beatIt, in: scripted.environment.library).asObservable()
                .subscribe(messages).disposed(by: bag)
        }
        scheduler.start()
        #expect(
            messages.events == [
                .next(150, "Could not change Beat It: The service failed (call 1: toggleFavorite(3))."),
                .completed(150),
            ])
        #expect(try database.entry(trackID: 3) == nil)
    }

    @Test func theEditorTabEditsTheLatestFavorite() throws {
        let (scripted, _) = try services(favorites: [4, 9])
        let chosen = unchosenTrack(on: scripted, at: 100)
        #expect(chosen.events == [.next(100, .latestFavorite(try track(9))), .completed(100)])
        // The favorites are read as the library shows them, unscripted: no call.
        #expect(scripted.script.calls.isEmpty)
    }

    @Test func withoutFavoritesTheEditorTabEditsTrack1() throws {
        let (scripted, _) = try services()
        let chosen = unchosenTrack(on: scripted, at: 100)
        #expect(chosen.events == [.next(150, .firstTrack(try track(1))), .completed(150)])
        #expect(scripted.script.calls == ["track(1)"])
    }

    /// The editor tab's rule, asked at `time` over `scripted`'s services, with the scheduler run.
    private func unchosenTrack(on scripted: Scripted, at time: TestTime) -> TestableObserver<EditorRules.UnchosenTrack>
    {
        let chosen = scheduler.createObserver(EditorRules.UnchosenTrack.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(time) {
            EditorRules.unchosenTrack(library: scripted.environment.library, catalog: scripted.environment.catalog)
                .asObservable().subscribe(chosen).disposed(by: bag)
        }
        scheduler.start()
        return chosen
    }
}
