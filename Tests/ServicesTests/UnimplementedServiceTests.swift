import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Services
import Testing

/// The services' unimplemented values: a call the test did not override fails the test when its
/// answer is subscribed, the moment every decorator counts a call, and not before.
@Suite(.tracksResources)
struct UnimplementedServiceTests {
    @Test func aCallFailsTheTestWhenItsAnswerIsSubscribed() {
        let answer = CatalogService.unimplemented.search("bea")
        // Made but not subscribed: no issue yet (an issue here would fail this test).
        var failure: UnimplementedCall?
        withKnownIssue("the search is unimplemented") {
            answer.subscribe(onFailure: { failure = $0 as? UnimplementedCall }).dispose()
        }
        #expect(failure?.call == "CatalogService.search(bea)")
    }

    @Test func theFavoritesFailTheTestWhenObserved() {
        let favorites = LibraryService.unimplemented.favorites()
        var failure: UnimplementedCall?
        withKnownIssue("the favorites are unimplemented") {
            favorites.subscribe(onError: { failure = $0 as? UnimplementedCall }).dispose()
        }
        #expect(failure?.call == "LibraryService.favorites()")
    }
}
