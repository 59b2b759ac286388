import Domain
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Styles
import Testing

/// Tracks in two genres: three Rock, one Metal.
let genreTracks: [Track] =
    searchTracks.prefix(3)
    + [
        Track(
            id: 9, title: "Master of Puppets", albumID: 9, albumTitle: "Master of Puppets", artistID: 9,
            artistName: "Metallica", genreID: 2, genreName: "Metal", composer: nil, milliseconds: 515_000)
    ]

/// A genres view whose appearances, refreshes and selections are scripted.
final class ScriptedGenresView: GenresView {
    let appearances: Observable<Void>
    let refreshRequests: Observable<Void>
    let selections: Observable<Int>
    let shownGenres: TestableObserver<[String]>
    let loading: TestableObserver<Bool>
    let errors: TestableObserver<String?>
    let toasts: TestableObserver<String>

    init(scheduler: TestScheduler, appear: [TestTime], refresh: [TestTime] = [], select: [Recorded<Event<Int>>] = []) {
        appearances = intents(scheduler, at: appear)
        refreshRequests = intents(scheduler, at: refresh)
        selections = scheduler.createHotObservable(select).asObservable()
        shownGenres = scheduler.createObserver([String].self)
        loading = scheduler.createObserver(Bool.self)
        errors = scheduler.createObserver(String?.self)
        toasts = scheduler.createObserver(String.self)
    }

    var genres: Binder<[Genre]> {
        Binder(shownGenres, scheduler: CurrentThreadScheduler.instance) { observer, genres in
            observer.onNext(genres.map(\.name))
        }
    }
    var isLoading: Binder<Bool> { recorder(loading) }
    var errorMessage: Binder<String?> { recorder(errors) }
    var message: Binder<String> { recorder(toasts) }
}

/// Runs a genres scenario until 2 s.
func genresScenario(
    _ style: Style, appear: [TestTime], refresh: [TestTime] = [], select: [Recorded<Event<Int>>] = [],
    latencies: [RxTimeInterval] = [.milliseconds(100)], failingCalls: Set<Int> = [],
    check: (ScriptedGenresView, ServiceScript) -> Void
) {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    mockSharing(scheduler) {
        let script = ServiceScript(scheduler: scheduler, latencies: latencies, failingCalls: failingCalls)
        let environment = FeatureEnvironment(
            catalog: CatalogServiceDouble(tracks: genreTracks, script: script),
            library: LibraryServiceDouble(tracks: genreTracks, script: script), scheduler: scheduler)
        let view = ScriptedGenresView(scheduler: scheduler, appear: appear, refresh: refresh, select: select)
        let binding = style.binding.bindGenres(to: view, environment: environment)
        scheduler.advanceTo(2_000)
        check(view, script)
        binding.dispose()
    }
}

@Suite(.tracksResources)
struct GenresSpec {
    @Test(arguments: Style.allCases)
    func loadsWhenTheViewAppears(style: Style) {
        genresScenario(style, appear: [100]) { view, script in
            #expect(view.shownGenres.events == [.next(0, []), .next(200, ["Metal", "Rock"])])
            #expect(view.loading.events == [.next(0, false), .next(100, true), .next(200, false)])
            #expect(view.errors.events == [.next(0, nil)])
            #expect(script.calls == ["genres()"])
        }
    }

    @Test(arguments: Style.allCases)
    func refreshLoadsAgain(style: Style) {
        genresScenario(style, appear: [100], refresh: [300]) { view, script in
            #expect(view.shownGenres.events == [.next(0, []), .next(200, ["Metal", "Rock"])])
            #expect(
                view.loading.events == [
                    .next(0, false), .next(100, true), .next(200, false), .next(300, true), .next(400, false),
                ])
            #expect(script.calls == ["genres()", "genres()"])
        }
    }

    @Test(arguments: Style.allCases)
    func aRefreshDuringALoadReplacesIt(style: Style) {
        genresScenario(
            style, appear: [100], refresh: [300], latencies: [.milliseconds(500), .milliseconds(100)]
        ) { view, _ in
            #expect(view.shownGenres.events == [.next(0, []), .next(400, ["Metal", "Rock"])])
            #expect(view.loading.events == [.next(0, false), .next(100, true), .next(400, false)])
        }
    }

    @Test(arguments: Style.allCases)
    func selectingAGenreShowsItsTrackCountOnce(style: Style) {
        genresScenario(style, appear: [100], select: [.next(150, 0), .next(300, 1), .next(400, 0), .next(500, 7)]) {
            view, _ in
            // The selection at 150 comes before the genres, and row 7 does not exist.
            #expect(view.toasts.events == [.next(300, "Rock: 3 tracks"), .next(400, "Metal: 1 track")])
        }
    }

    @Test(arguments: Style.allCases)
    func aFailedLoadShowsAMessageUntilARefreshSucceeds(style: Style) {
        genresScenario(style, appear: [100], refresh: [300], failingCalls: [1]) { view, _ in
            #expect(view.shownGenres.events == [.next(0, []), .next(400, ["Metal", "Rock"])])
            #expect(
                view.errors.events == [
                    .next(0, nil),
                    .next(
                        200,
                        "The genres could not be loaded: The service failed (call 1: genres()). Refresh to try again."),
                    .next(300, nil),
                ])
            #expect(
                view.loading.events == [
                    .next(0, false), .next(100, true), .next(200, false), .next(300, true), .next(400, false),
                ])
        }
    }
}
