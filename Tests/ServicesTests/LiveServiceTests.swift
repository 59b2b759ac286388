import Composition
import Domain
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Services
import Storage
import Testing

@Suite(.tracksResources)
struct LiveServiceTests {
    let scheduler = TestScheduler(initialClock: 0)
    let database = try! AppDatabase.inMemory(catalog: try! CatalogFile.chinook())
    var live: FeatureEnvironment {
        FeatureEnvironment.live(database: database, scheduler: scheduler, work: scheduler, pollInterval: nil)
    }

    @Test func searchesOnTheWorkScheduler() {
        let catalog = live.catalog
        let observer = scheduler.start { catalog.search("beautiful d").map { $0.first?.title }.asObservable() }
        #expect(observer.events == [.next(201, "Beautiful Day"), .completed(201)])
    }

    /// The live services, the terminal UI's and the scripted runs', show as many results for a
    /// query as `bindery catalog search` (BinderyTests checks that one): `CatalogSearch.resultLimit`.
    @Test func aSearchReturnsAtMostTheResultLimit() {
        // "bea" matches 35 tracks of the catalog.
        let catalog = live.catalog
        let observer = scheduler.start { catalog.search("bea").map(\.count).asObservable() }
        #expect(observer.events == [.next(201, CatalogSearch.resultLimit), .completed(201)])
    }

    @Test func reportsStorageErrorsAsFailures() {
        let catalog = live.catalog
        var failure: String?
        let subscription = catalog.track(id: 0).subscribe(onFailure: { failure = "\($0)" })
        scheduler.start()
        #expect(failure == "There is no track 0 in the catalog.")
        subscription.dispose()
    }

    @Test func savesAndObservesTheLibrary() throws {
        let library = live.library
        let favorites = scheduler.createObserver([Int64].self)
        var saved: LibraryEntry?
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            library.favorites().map { $0.map(\.track.id) }.subscribe(favorites).disposed(by: bag)
        }
        scheduler.scheduleAt(200) { library.toggleFavorite(trackID: 9).subscribe().disposed(by: bag) }
        scheduler.scheduleAt(300) {
            library.save(trackID: 9, rating: try! Rating(3), note: "solid").subscribe(onSuccess: { saved = $0 })
                .disposed(by: bag)
        }
        scheduler.start()
        #expect(favorites.events.map(\.time) == [101, 202, 302])
        #expect(favorites.events.map(\.value.element) == [[], [9], [9]])
        #expect(saved?.rating == (try Rating(3)))
        #expect(saved?.note == "solid")
        #expect(saved?.isFavorite == true)
    }
}
