import Domain
import FeatureTesting
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Services
import Testing

@testable import StyleReactor

/// The style's variants, each against the main code it stands in for.
@MainActor
@Suite(.tracksResources)
struct VariantTests {
    /// The actions are bound first and the user selects the row at 100; the state is bound at
    /// 200; the user selects again at 300; at 400 the view is rebuilt. The main view controller
    /// opens the editor at 200 (the replayed pulse), at 300, and again at 400 for the rebuilt
    /// view; skipping the replayed pulse opens it at 300 only.
    @Test func skippingTheReplayedPulseOpensTheEditorOncePerSelectionWhileBound() {
        let day = Track.sample(1, "Beautiful Day")
        for (make, opened) in [
            (ReactorStyle.makeLibrary, [200, 300, 400]), (ReactorStyle.makeFreshPulseLibrary, [300]),
        ] {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let environment = FeatureEnvironment(
                    catalog: CannedCatalogService(after: .milliseconds(50), on: scheduler),
                    library: OneFavoriteLibrary(day), scheduler: scheduler)
                let screen = make(environment)
                let first = TestLibraryView(scheduler: scheduler)
                let rebuilt = TestLibraryView(scheduler: scheduler)
                var bindings = [screen.bindInputs(from: first)]
                scheduler.scheduleAt(100) { first.rowSelections.accept(0) }
                scheduler.scheduleAt(200) { bindings.append(screen.bindOutputs(to: first)) }
                scheduler.scheduleAt(300) { first.rowSelections.accept(0) }
                scheduler.scheduleAt(400) {
                    bindings.forEach { $0.dispose() }
                    bindings = [screen.bind(to: rebuilt)]
                }
                scheduler.start()
                let events = first.editorsOpened.events + rebuilt.editorsOpened.events
                #expect(events.map(\.time) == opened)
                #expect(events.compactMap(\.value.element) == opened.map { _ in day })
                bindings.forEach { $0.dispose() }
            }
        }
    }
    @Test func skippingTheReplayedPulseShowsTheGenresMessageOncePerSelectionWhileBound() {
        let rock = Genre(id: 1, name: "Rock", trackCount: 2)
        for (make, shown) in [
            (ReactorStyle.makeGenres, [200, 300, 400]), (ReactorStyle.makeFreshPulseGenres, [300]),
        ] {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let environment = FeatureEnvironment(
                    catalog: CannedCatalogService(genres: [rock], after: .milliseconds(50), on: scheduler),
                    library: OneFavoriteLibrary(Track.sample(1, "Beautiful Day")), scheduler: scheduler)
                let screen = make(environment)
                let first = TestGenresView(scheduler: scheduler)
                let rebuilt = TestGenresView(scheduler: scheduler)
                var bindings = [screen.bindInputs(from: first)]
                scheduler.scheduleAt(0) { first.appearanceEvents.accept(()) }
                scheduler.scheduleAt(100) { first.rowSelections.accept(0) }
                scheduler.scheduleAt(200) { bindings.append(screen.bindOutputs(to: first)) }
                scheduler.scheduleAt(300) { first.rowSelections.accept(0) }
                scheduler.scheduleAt(400) {
                    bindings.forEach { $0.dispose() }
                    bindings = [screen.bind(to: rebuilt)]
                }
                scheduler.start()
                let events = first.messages.events + rebuilt.messages.events
                #expect(events.map(\.time) == shown)
                #expect(events.compactMap(\.value.element) == shown.map { _ in "Rock: 2 tracks" })
                bindings.forEach { $0.dispose() }
            }
        }
    }
}

/// A genres view that appears and selects rows as a test says, recording the messages it shows.
private final class TestGenresView: GenresView {
    let appearanceEvents = PublishRelay<Void>()
    let rowSelections = PublishRelay<Int>()
    let messages: TestableObserver<String>

    init(scheduler: TestScheduler) {
        messages = scheduler.createObserver(String.self)
    }

    var appearances: Observable<Void> { appearanceEvents.asObservable() }
    var refreshRequests: Observable<Void> { .never() }
    var selections: Observable<Int> { rowSelections.asObservable() }
    var genres: Binder<[Genre]> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var isLoading: Binder<Bool> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var errorMessage: Binder<String?> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var message: Binder<String> { Binder(self, scheduler: CurrentThreadScheduler.instance) { $0.messages.onNext($1) } }
}

/// A library view whose rows a test selects, recording the editors it is asked to open.
private final class TestLibraryView: LibraryView {
    let rowSelections = PublishRelay<Int>()
    let editorsOpened: TestableObserver<Track>

    init(scheduler: TestScheduler) {
        editorsOpened = scheduler.createObserver(Track.self)
    }

    var favoriteToggles: Observable<Int> { .never() }
    var selections: Observable<Int> { rowSelections.asObservable() }
    var items: Binder<[LibraryItem]> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var errorMessage: Binder<String?> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var openEditor: Binder<Track> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { $0.editorsOpened.onNext($1) }
    }
}

/// A library whose one favorite is `track`, and that is never changed.
private struct OneFavoriteLibrary: LibraryService {
    let item: LibraryItem

    init(_ track: Track) {
        item = LibraryItem(
            track: track,
            entry: LibraryEntry(
                trackID: track.id, isFavorite: true, rating: .unrated, note: "",
                updatedAt: Date(timeIntervalSince1970: 0)))
    }

    func favorites() -> Observable<[LibraryItem]> { .just([item]).concat(Observable.never()) }

    func entry(trackID: Int64) -> Single<LibraryEntry?> { .never() }

    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> { .never() }

    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> { .never() }
}
