import Composition
import Domain
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import ScriptedServices
import Services
import Storage
import Testing

/// Three tracks, two of them "Beautiful".
func smallCatalog() throws -> AppDatabase {
    let rows: [(id: Int64, title: String, artist: String)] = [
        (1, "Beautiful Day", "U2"), (2, "Beautiful Boy", "John Lennon"), (3, "Kashmir", "Led Zeppelin"),
    ]
    let tracks = rows.map { (id, title, artist) -> Track in
        Track(
            id: id, title: title, albumID: id, albumTitle: "Album \(id)", artistID: id, artistName: artist, genreID: 1,
            genreName: "Rock", composer: nil, milliseconds: 1_000)
    }
    return try AppDatabase.inMemory(catalog: CatalogData(tracks: tracks))
}

@Suite(.tracksResources)
struct ScriptedServiceTests {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

    @Test func answersAfterItsLatencyOnTheScriptsScheduler() throws {
        let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(500), .milliseconds(100)])
        let catalog = FeatureEnvironment.live(
            database: try smallCatalog(), scheduler: scheduler, work: CurrentThreadScheduler.instance
        ).catalog.intercepted(by: script)
        let first = scheduler.createObserver([String].self)
        let second = scheduler.createObserver([String].self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            catalog.search("beautiful").map { $0.map(\.title).sorted() }.asObservable().subscribe(first)
                .disposed(by: bag)
        }
        scheduler.scheduleAt(200) {
            catalog.search("lennon").map { $0.map(\.title) }.asObservable().subscribe(second).disposed(by: bag)
        }
        scheduler.start()
        // The slow first answer arrives after the fast second one.
        #expect(first.events == [.next(600, ["Beautiful Boy", "Beautiful Day"]), .completed(600)])
        #expect(second.events == [.next(300, ["Beautiful Boy"]), .completed(300)])
        #expect(script.calls == ["search(beautiful)", "search(lennon)"])
    }

    @Test func failsTheScriptedCallsWithoutAskingTheService() throws {
        let database = try smallCatalog()
        let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(10)], failingCalls: [2])
        let library = FeatureEnvironment.live(
            database: database, scheduler: scheduler, work: CurrentThreadScheduler.instance, pollInterval: nil
        ).library.intercepted(by: script)
        var results: [String] = []
        let bag = DisposeBag()
        for trackID: Int64 in [1, 2, 3] {
            library.toggleFavorite(trackID: trackID).subscribe(
                onSuccess: { results.append("\($0.trackID) ♥ \($0.isFavorite)") },
                onFailure: { results.append("\($0)") }
            ).disposed(by: bag)
        }
        scheduler.start()
        #expect(results == ["1 ♥ true", "The service failed (call 2: toggleFavorite(2)).", "3 ♥ true"])
        #expect(try database.favorites().map(\.track.id).sorted() == [1, 3])
    }

    @Test func theFavoritesAreTheServicesOwnUnscriptedAndLive() throws {
        let database = try smallCatalog()
        let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(50)])
        let library = FeatureEnvironment.live(
            database: database, scheduler: scheduler, work: CurrentThreadScheduler.instance, pollInterval: nil,
            now: { self.scheduler.now }
        ).library.intercepted(by: script)
        let favorites = scheduler.createObserver([Int64].self)
        let bag = DisposeBag()
        scheduler.scheduleAt(0) {
            library.favorites().map { $0.map(\.track.id) }.subscribe(favorites).disposed(by: bag)
        }
        scheduler.scheduleAt(100) { library.toggleFavorite(trackID: 2).subscribe().disposed(by: bag) }
        scheduler.scheduleAt(200) {
            _ = try? database.setFavorite(trackID: 3, true, at: Date(timeIntervalSince1970: 1))
        }
        scheduler.start()
        #expect(favorites.events == [.next(0, []), .next(150, [2]), .next(200, [3, 2])])
        #expect(script.calls == ["toggleFavorite(2)"])
    }
}
