import Composition
import FeatureTesting
import Features
import ReactiveTesting
import Services
import Storage
import Testing

/// The terminal UI's services show as many results for a query as `bindery catalog search` and
/// the scripted runs (BinderyTests checks those): the one limit, `CatalogSearch.resultLimit`.
struct SearchLimitTests {
    @Test func theTerminalUIsSearchShowsTheOneLimit() throws {
        let scheduler = TestScheduler.milliseconds()
        let database = try AppDatabase.inMemory(catalog: try CatalogFile.chinook())
        let services = FeatureEnvironment.live(database: database, scheduler: scheduler, work: scheduler)
        // "bea" matches 35 tracks of the catalog.
        let observer = scheduler.start { services.catalog.search("bea").map(\.count).asObservable() }
        #expect(observer.events == [.next(200, CatalogSearch.resultLimit), .completed(200)])
    }
}
