import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

/// The genres' rules, tested once for every style that calls them (the six Rx
/// styles; the async style awaits the services itself).
@Suite(.tracksResources)
struct GenresRulesTests {
    let scheduler = TestScheduler.milliseconds()
    let rock = Genre(id: 1, name: "Rock", trackCount: 2)

    @Test func aLoadShowsLoadingThenTheGenres() {
        let phases = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            GenresRules.load(from: .canned(genres: [rock], after: .milliseconds(50), on: scheduler))
        }
        #expect(phases.events == [.next(100, .loading), .next(150, .loaded([rock])), .completed(150)])
    }

    @Test func aFailedLoadSaysSoAndKeepsTheGenresShown() {
        var catalog = CatalogService.unimplemented
        catalog.genres = { .error(Failure()) }
        let phases = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            GenresRules.load(from: catalog)
        }
        let failed = GenresRules.Phase.failed("The genres could not be loaded: no Refresh to try again.")
        #expect(phases.events == [.next(100, .loading), .next(100, failed), .completed(100)])
        #expect(GenresRules.genres(after: failed, previous: [rock]) == [rock])
        #expect(GenresRules.genres(after: .loading, previous: [rock]) == [rock])
    }

    @Test func aSelectedGenreIsSummedUpInTracks() {
        #expect(GenresRules.summary(of: rock) == "Rock: 2 tracks")
        #expect(GenresRules.summary(of: Genre(id: 2, name: "Metal", trackCount: 1)) == "Metal: 1 track")
        #expect(GenresRules.genre(at: 1, in: [rock]) == nil)
    }
}
