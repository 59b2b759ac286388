import Domain
import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

@testable import Storage

@Suite(.tracksResources)
struct ObservationTests {
    let scheduler = TestScheduler(initialClock: 0)
    let noon = Date(timeIntervalSince1970: 1_700_000_000)

    func item(_ database: AppDatabase, _ trackID: Int64) throws -> LibraryItem {
        LibraryItem(track: try database.track(id: trackID), entry: try database.entry(trackID: trackID)!)
    }

    @Test func sendsTheCurrentValueThenEveryRelevantCommit() throws {
        let database = try chinookTemplate.copy()
        let observer = scheduler.createObserver([LibraryItem].self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) {
            subscription = database.observeFavorites(on: self.scheduler, pollInterval: nil).subscribe(observer)
        }
        scheduler.scheduleAt(200) { try! database.setFavorite(trackID: 1, true, at: self.noon) }
        // Not a favorite: the favorites do not change, so nothing is sent.
        scheduler.scheduleAt(300) { try! database.saveEntry(trackID: 2, rating: .unrated, note: "x", at: self.noon) }
        scheduler.scheduleAt(400) {
            try! database.saveEntry(trackID: 1, rating: try! Rating(5), note: "best", at: self.noon)
        }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.scheduleAt(600) { try! database.setFavorite(trackID: 3, true, at: self.noon) }
        scheduler.start()

        let favorite = try item(database, 1)
        var earlier = favorite
        earlier.entry.rating = .unrated
        earlier.entry.note = ""
        #expect(observer.events == [.next(101, []), .next(201, [earlier]), .next(401, [favorite])])
    }

    @Test func seesCommitsFromAnotherConnectionByPolling() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("shared.sqlite")
        let reader = try chinookTemplate.copy(toFile: path)
        let writer = try AppDatabase.open(path: path)
        let observer = scheduler.createObserver([LibraryEntry].self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) {
            subscription = reader.observe(
                tables: ["libraryEntry"], on: self.scheduler, pollInterval: .seconds(100),
                fetch: AppDatabase.fetchEntries
            ).subscribe(observer)
        }
        scheduler.scheduleAt(250) { try! writer.setFavorite(trackID: 7, true, at: self.noon) }
        scheduler.advanceTo(450)
        subscription?.dispose()
        let entry = LibraryEntry(trackID: 7, isFavorite: true, updatedAt: noon)
        #expect(observer.events == [.next(101, []), .next(300, [entry])])
    }
}
