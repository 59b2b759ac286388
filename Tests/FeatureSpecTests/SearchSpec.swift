import Domain
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Styles
import Testing

/// The tracks the search scenarios search.
let searchTracks: [Track] = [
    track(1, "Beautiful Day", by: "U2"), track(2, "Beautiful Boy", by: "U2"),
    track(3, "Beat It", by: "Michael Jackson"), track(4, "Black Dog", by: "Led Zeppelin"),
]

func track(_ id: Int64, _ title: String, by artist: String) -> Track {
    Track(
        id: id, title: title, albumID: id, albumTitle: "Album \(id)", artistID: id, artistName: artist, genreID: 1,
        genreName: "Rock", composer: nil, milliseconds: 200_000)
}

/// A search view whose typing and selections are scripted and whose outputs are recorded.
final class ScriptedSearchView: SearchView {
    let query: Observable<String>
    let selections: Observable<Int>
    let shownResults: TestableObserver<[String]>
    let loading: TestableObserver<Bool>
    let messages: TestableObserver<String?>
    let openedTracks: TestableObserver<String>

    init(scheduler: TestScheduler, typing: [Recorded<Event<String>>], selections: [Recorded<Event<Int>>] = []) {
        query = scheduler.createHotObservable(typing).asObservable().startWith("")
        self.selections = scheduler.createHotObservable(selections).asObservable()
        shownResults = scheduler.createObserver([String].self)
        loading = scheduler.createObserver(Bool.self)
        messages = scheduler.createObserver(String?.self)
        openedTracks = scheduler.createObserver(String.self)
    }

    var results: Binder<[Track]> {
        Binder(shownResults, scheduler: CurrentThreadScheduler.instance) { observer, tracks in
            observer.onNext(tracks.map(\.title))
        }
    }
    var isLoading: Binder<Bool> { recorder(loading) }
    var errorMessage: Binder<String?> { recorder(messages) }
    var showTrack: Binder<Track> {
        Binder(openedTracks, scheduler: CurrentThreadScheduler.instance) { observer, track in
            observer.onNext(track.title)
        }
    }
}

/// Runs a search scenario: the view, a scripted catalog, and the style's binding until 2 s.
func searchScenario(
    _ style: Style, typing: [Recorded<Event<String>>], selections: [Recorded<Event<Int>>] = [],
    latencies: [RxTimeInterval] = [.milliseconds(100)], failingCalls: Set<Int> = [],
    check: (ScriptedSearchView, ServiceScript) -> Void
) {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    mockSharing(scheduler) {
        let script = ServiceScript(scheduler: scheduler, latencies: latencies, failingCalls: failingCalls)
        let environment = FeatureEnvironment(
            catalog: CatalogServiceDouble(tracks: searchTracks, script: script),
            library: LibraryServiceDouble(tracks: searchTracks, script: script), scheduler: scheduler)
        let view = ScriptedSearchView(scheduler: scheduler, typing: typing, selections: selections)
        let binding = style.binding.bindSearch(to: view, environment: environment)
        scheduler.advanceTo(2_000)
        check(view, script)
        binding.dispose()
    }
}

@Suite(.tracksResources)
struct SearchSpec {
    @Test(arguments: Style.allCases)
    func typingIsDebouncedThenAnswered(style: Style) {
        searchScenario(style, typing: [.next(100, "b"), .next(200, "be"), .next(300, "bea")]) { view, script in
            #expect(
                view.shownResults.events == [.next(0, []), .next(700, ["Beautiful Day", "Beautiful Boy", "Beat It"])])
            #expect(view.loading.events == [.next(0, false), .next(600, true), .next(700, false)])
            #expect(view.messages.events == [.next(0, nil)])
            #expect(script.calls == ["search(bea)"])
        }
    }

    @Test(arguments: Style.allCases)
    func aSlowEarlierAnswerIsDropped(style: Style) {
        searchScenario(
            style, typing: [.next(100, "bea"), .next(500, "beau")], latencies: [.milliseconds(500), .milliseconds(50)]
        ) { view, script in
            #expect(view.shownResults.events == [.next(0, []), .next(850, ["Beautiful Day", "Beautiful Boy"])])
            #expect(view.loading.events == [.next(0, false), .next(400, true), .next(850, false)])
            #expect(script.calls == ["search(bea)", "search(beau)"])
        }
    }

    @Test(arguments: Style.allCases)
    func anEmptyQueryClearsTheResultsWithoutCallingTheService(style: Style) {
        searchScenario(style, typing: [.next(100, "bea"), .next(600, "   ")]) { view, script in
            #expect(
                view.shownResults.events == [
                    .next(0, []), .next(500, ["Beautiful Day", "Beautiful Boy", "Beat It"]), .next(900, []),
                ])
            #expect(view.loading.events == [.next(0, false), .next(400, true), .next(500, false)])
            #expect(script.calls == ["search(bea)"])
        }
    }

    @Test(arguments: Style.allCases)
    func aFailureShowsAMessageAndSearchingGoesOn(style: Style) {
        searchScenario(style, typing: [.next(100, "bea"), .next(600, "beau")], failingCalls: [1]) { view, script in
            #expect(view.shownResults.events == [.next(0, []), .next(1_000, ["Beautiful Day", "Beautiful Boy"])])
            #expect(
                view.loading.events == [
                    .next(0, false), .next(400, true), .next(500, false), .next(900, true), .next(1_000, false),
                ])
            #expect(
                view.messages.events == [
                    .next(0, nil),
                    .next(
                        500, "The search failed: The service failed (call 1: search(bea)). Keep typing to try again."),
                    .next(900, nil),
                ])
            #expect(script.calls == ["search(bea)", "search(beau)"])
        }
    }

    @Test(arguments: Style.allCases)
    func anUnchangedQueryIsNotSearchedAgain(style: Style) {
        searchScenario(
            style, typing: [.next(100, "bea"), .next(200, "beat"), .next(300, "bea"), .next(800, " bea ")]
        ) { view, script in
            #expect(
                view.shownResults.events == [.next(0, []), .next(700, ["Beautiful Day", "Beautiful Boy", "Beat It"])])
            #expect(script.calls == ["search(bea)"])
        }
    }

    @Test(arguments: Style.allCases)
    func selectingARowOpensThatTrack(style: Style) {
        searchScenario(
            style, typing: [.next(100, "bea")], selections: [.next(300, 0), .next(600, 1), .next(700, 9)]
        ) { view, _ in
            // The selection at 300 comes before any results, and row 9 does not exist.
            #expect(view.openedTracks.events == [.next(600, "Beautiful Boy")])
        }
    }
}
