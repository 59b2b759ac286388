import Domain
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Services
import Styles
import Testing

/// A library view whose toggles and selections are scripted; items are recorded by title.
final class ScriptedLibraryView: LibraryView {
    let favoriteToggles: Observable<Int>
    let selections: Observable<Int>
    let shownItems: TestableObserver<[String]>
    let errors: TestableObserver<String?>
    let editorsOpened: TestableObserver<String>

    init(scheduler: TestScheduler, toggles: [Recorded<Event<Int>>], selections: [Recorded<Event<Int>>]) {
        favoriteToggles = scheduler.createHotObservable(toggles).asObservable()
        self.selections = scheduler.createHotObservable(selections).asObservable()
        shownItems = scheduler.createObserver([String].self)
        errors = scheduler.createObserver(String?.self)
        editorsOpened = scheduler.createObserver(String.self)
    }

    var items: Binder<[LibraryItem]> {
        Binder(shownItems, scheduler: CurrentThreadScheduler.instance) { observer, items in
            observer.onNext(items.map(\.track.title))
        }
    }
    var errorMessage: Binder<String?> { recorder(errors) }
    var openEditor: Binder<Track> {
        Binder(editorsOpened, scheduler: CurrentThreadScheduler.instance) { observer, track in
            observer.onNext(track.title)
        }
    }
}

/// Runs a library scenario until 2 s. The library starts with two favorites: "Beat It" (newer)
/// and "Beautiful Day".
func libraryScenario(
    _ style: Style, toggles: [Recorded<Event<Int>>] = [], selections: [Recorded<Event<Int>>] = [],
    failingCalls: Set<Int> = [], elsewhere: [(TestTime, Int64, Bool)] = [],
    check: (ScriptedLibraryView, ServiceScript) -> Void
) {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    mockSharing(scheduler) {
        let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(50)], failingCalls: failingCalls)
        let library = LibraryServiceDouble(
            tracks: searchTracks,
            entries: [
                LibraryEntry(trackID: 1, isFavorite: true, updatedAt: Date(timeIntervalSince1970: -10)),
                LibraryEntry(trackID: 3, isFavorite: true, updatedAt: Date(timeIntervalSince1970: -5)),
            ],
            script: script, clock: { scheduler.now })
        for (time, trackID, isFavorite) in elsewhere {
            scheduler.scheduleAt(time) { try! library.externalChange(trackID: trackID) { $0.isFavorite = isFavorite } }
        }
        let environment = FeatureEnvironment(
            catalog: CatalogServiceDouble(tracks: searchTracks, script: script), library: library, scheduler: scheduler)
        let view = ScriptedLibraryView(scheduler: scheduler, toggles: toggles, selections: selections)
        let binding = style.binding.bindLibrary(to: view, environment: environment)
        scheduler.advanceTo(2_000)
        check(view, script)
        binding.dispose()
    }
}

@Suite(.tracksResources)
struct LibrarySpec {
    @Test(arguments: Style.allCases)
    func showsTheFavoritesAndFollowsChangesSavedElsewhere(style: Style) {
        libraryScenario(style, elsewhere: [(100, 2, true), (200, 3, false)]) { view, script in
            #expect(
                view.shownItems.events == [
                    .next(0, ["Beat It", "Beautiful Day"]), .next(100, ["Beautiful Boy", "Beat It", "Beautiful Day"]),
                    .next(200, ["Beautiful Boy", "Beautiful Day"]),
                ])
            #expect(script.calls.isEmpty)
        }
    }

    @Test(arguments: Style.allCases)
    func togglingARowSavesItAndTheListFollows(style: Style) {
        libraryScenario(style, toggles: [.next(100, 0)]) { view, script in
            #expect(view.shownItems.events == [.next(0, ["Beat It", "Beautiful Day"]), .next(150, ["Beautiful Day"])])
            #expect(view.errors.events == [.next(0, nil)])
            #expect(script.calls == ["toggleFavorite(3)"])
        }
    }

    @Test(arguments: Style.allCases)
    func aFailedChangeShowsAMessageUntilTheNextOneSucceeds(style: Style) {
        libraryScenario(style, toggles: [.next(100, 0), .next(200, 0), .next(300, 5)], failingCalls: [1]) {
            view, script in
            #expect(
                view.errors.events == [
                    .next(0, nil),
                    .next(150, "Could not change Beat It: The service failed (call 1: toggleFavorite(3))."),
                    .next(250, nil),
                ])
            #expect(view.shownItems.events == [.next(0, ["Beat It", "Beautiful Day"]), .next(250, ["Beautiful Day"])])
            // Row 5 does not exist: nothing is called for it.
            #expect(script.calls == ["toggleFavorite(3)", "toggleFavorite(3)"])
        }
    }

    @Test(arguments: Style.allCases)
    func selectingARowOpensTheEditor(style: Style) {
        libraryScenario(style, selections: [.next(100, 1), .next(200, 4)]) { view, _ in
            #expect(view.editorsOpened.events == [.next(100, "Beautiful Day")])
        }
    }
}
