import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

/// The library's rules, tested once for every style that calls them (the six Rx
/// styles; the async style awaits the services itself).
@Suite(.tracksResources)
struct LibraryRulesTests {
    let scheduler = TestScheduler.milliseconds()
    let day = Track.sample(1, "Beautiful Day")

    @Test func aToggleThatFailsNamesTheTrackAndTheFailure() {
        var library = LibraryService.unimplemented
        library.toggleFavorite = { _ in .error(Failure()) }
        let outcomes = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            LibraryRules.toggle(.favorite(day), in: library)
        }
        #expect(outcomes.events == [.next(100, "Could not change Beautiful Day: no"), .completed(100)])
    }

    @Test func aToggleThatLandsHasNoMessage() {
        let calls = CallLog()
        var library = LibraryService.unimplemented
        library.toggleFavorite = { trackID in
            calls.log("toggleFavorite(\(trackID))")
            return .just(LibraryItem.favorite(Track.sample(trackID, "Beautiful Day")).entry)
        }
        let outcomes = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            LibraryRules.toggle(.favorite(day), in: library)
        }
        #expect(outcomes.events == [.next(100, nil), .completed(100)])
        #expect(calls.calls == ["toggleFavorite(1)"])
    }

    @Test func aRowOutsideTheListIsNoItem() {
        let items = [LibraryItem.favorite(day)]
        #expect(LibraryRules.item(at: 0, in: items) == items[0])
        #expect(LibraryRules.item(at: 1, in: items) == nil)
    }
}
