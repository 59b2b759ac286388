import Domain
import Features
import ReactiveCore
import Services

/// A palette view whose button a test taps and whose screen it reads.
final class TestPaletteView: PaletteView {
    let taps = PublishRelay<Void>()
    private(set) var colors: [PaletteColor] = []
    private(set) var titles: [String] = []

    var changeColorRequests: Observable<Void> { taps.asObservable() }
    var backgroundColor: Binder<PaletteColor> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { view, color in view.colors.append(color) }
    }
    var buttonTitle: Binder<String> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { view, title in view.titles.append(title) }
    }
}

/// A search view whose rows a test selects and whose screen it reads.
final class TestSearchView: SearchView {
    let queryField = BehaviorRelay(value: "")
    let rowSelections = PublishRelay<Int>()
    private(set) var shownResults: [[Track]] = []
    private(set) var shownLoading: [Bool] = []
    private(set) var tracksShown: [Track] = []

    var query: Observable<String> { queryField.asObservable() }
    var selections: Observable<Int> { rowSelections.asObservable() }
    var results: Binder<[Track]> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { view, tracks in view.shownResults.append(tracks) }
    }
    var isLoading: Binder<Bool> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { view, loading in view.shownLoading.append(loading) }
    }
    var errorMessage: Binder<String?> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var showTrack: Binder<Track> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { view, track in view.tracksShown.append(track) }
    }
}

/// A catalog that answers every search with `tracks` and the genres with `genres`, after
/// `latency` on `scheduler`, and logs the calls.
final class FakeCatalog: CatalogService {
    let scheduler: SchedulerType
    let latency: RxTimeInterval
    let tracks: [Track]
    let genreList: [Genre]
    private(set) var calls: [String] = []

    init(scheduler: SchedulerType, latency: RxTimeInterval, tracks: [Track] = [], genres: [Genre] = []) {
        self.scheduler = scheduler
        self.latency = latency
        self.tracks = tracks
        genreList = genres
    }

    func search(_ query: String) -> Single<[Track]> {
        calls.append("search(\(query))")
        return Single.just(tracks).delay(latency, scheduler: scheduler)
    }

    func track(id: Int64) -> Single<Track> { .never() }

    func genres() -> Single<[Genre]> {
        calls.append("genres()")
        return Single.just(genreList).delay(latency, scheduler: scheduler)
    }

    func tracks(inGenre genreID: Int64) -> Single<[Track]> { .never() }
}
