import Domain
import Foundation
import ReactiveCore
import ReactiveTesting
import Services
import Storage
import Testing

/// A few real tracks for the doubles.
let sampleTracks: [Track] = {
    let database = try! AppDatabase.inMemory(catalog: try! CatalogFile.chinook())
    return try! [1, 2, 3, 2_938, 3_268, 1_267].map { try database.track(id: $0) }
}()

@Suite(.tracksResources)
struct ServiceDoubleTests {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

    @Test func answersAfterItsLatencyOnTheScriptsScheduler() {
        let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(500), .milliseconds(100)])
        let catalog = CatalogServiceDouble(tracks: sampleTracks, script: script)
        let first = scheduler.createObserver([String].self)
        let second = scheduler.createObserver([String].self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            catalog.search("beautiful").map { $0.map(\.title) }.asObservable().subscribe(first).disposed(by: bag)
        }
        scheduler.scheduleAt(200) {
            catalog.search("u2 boy").map { $0.map(\.title) }.asObservable().subscribe(second).disposed(by: bag)
        }
        scheduler.start()
        // The slow first answer arrives after the fast second one.
        #expect(first.events == [.next(600, ["Beautiful Day", "Beautiful Boy"]), .completed(600)])
        #expect(second.events == [.next(300, ["Beautiful Boy"]), .completed(300)])
        #expect(script.calls == ["search(beautiful)", "search(u2 boy)"])
    }

    @Test func failsTheScriptedCalls() {
        let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(10)], failingCalls: [2])
        let catalog = CatalogServiceDouble(tracks: sampleTracks, script: script)
        var results: [String] = []
        let bag = DisposeBag()
        for query in ["rock", "rock", "rock"] {
            catalog.search(query).subscribe(
                onSuccess: { results.append("\($0.count) tracks") }, onFailure: { results.append("\($0)") }
            ).disposed(by: bag)
        }
        scheduler.start()
        #expect(results == ["1 tracks", "The service failed (call 2: search(rock)).", "1 tracks"])
        #expect(script.callCount == 3)
    }

    @Test func searchesLikeTheLiveServiceAndListsGenres() {
        let script = ServiceScript(scheduler: scheduler)
        let catalog = CatalogServiceDouble(tracks: sampleTracks, script: script)
        var titles: [[String]] = []
        var genres: [Genre] = []
        let bag = DisposeBag()
        catalog.search("BEAUTIFUL d").subscribe(onSuccess: { titles.append($0.map(\.title)) }).disposed(by: bag)
        catalog.search("*").subscribe(onSuccess: { titles.append($0.map(\.title)) }).disposed(by: bag)
        catalog.genres().subscribe(onSuccess: { genres = $0 }).disposed(by: bag)
        scheduler.start()
        #expect(titles == [["Beautiful Day", "Beautiful Boy"], []])
        #expect(genres.map(\.name) == ["Pop", "Rock"])
        #expect(genres.map(\.trackCount) == [1, 5])
    }

    @Test func theLibraryDoubleUpdatesFavoritesAsSavesComplete() throws {
        let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(50)])
        let library = LibraryServiceDouble(tracks: sampleTracks, script: script, clock: { self.scheduler.now })
        let favorites = scheduler.createObserver([Int64].self)
        let bag = DisposeBag()
        scheduler.scheduleAt(0) {
            library.favorites().map { $0.map(\.track.id) }.subscribe(favorites).disposed(by: bag)
        }
        scheduler.scheduleAt(100) { library.toggleFavorite(trackID: 2).subscribe().disposed(by: bag) }
        scheduler.scheduleAt(200) { try! library.externalChange(trackID: 3) { $0.isFavorite = true } }
        scheduler.start()
        #expect(favorites.events == [.next(1, []), .next(151, [2]), .next(201, [3, 2])])
    }
}
