import Domain
import FeatureTesting
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Services
import Testing

@testable import InitOnlyLab
@testable import StyleInitOnly

/// The style's variants, each against the main code it stands in for.
@MainActor
@Suite(.tracksResources)
struct VariantTests {
    let scheduler = TestScheduler.milliseconds()

    /// With only the list bound, the main library saves nothing: its saves run through the error
    /// message. The list-fed library's list runs the save, and lists the favorites without the
    /// track once the answer is in.
    @Test func theListFedLibrarySavesWithOnlyTheListBound() {
        SharingScheduler.mock(scheduler: scheduler) {
            let toggles = scheduler.createHotObservable([.next(100, 0)]).asSignal(onErrorSignalWith: .empty())
            let mainCalls = CallLog(clock: { scheduler.clock })
            let variantCalls = CallLog(clock: { scheduler.clock })
            let main = LibraryViewModel(
                favoriteToggles: toggles, selection: .empty(),
                library: fakeLibrary(scheduler: scheduler, log: mainCalls))
            let variant = ListFedLibrary.LibraryViewModel(
                favoriteToggles: toggles, selection: .empty(),
                library: fakeLibrary(scheduler: scheduler, log: variantCalls))
            let listedByMain = scheduler.createObserver([LibraryItem].self)
            let listedByVariant = scheduler.createObserver([LibraryItem].self)
            let subscriptions = [main.items.drive(listedByMain), variant.items.drive(listedByVariant)]
            scheduler.start()
            #expect(mainCalls.calls.isEmpty)
            #expect(variantCalls.calls == ["toggleFavorite(1) at 100"])
            #expect(listedByMain.events == [.next(0, [favorite])])
            #expect(listedByVariant.events == [.next(0, [favorite]), .next(150, [])])
            subscriptions.forEach { $0.dispose() }
        }
    }

    /// The view appears at 0 (and loads), then its refreshes fail; it disappears and appears again
    /// at 500. With each stream made a `Signal` before the merge, the failure completes the
    /// refreshes alone: the appearance loads, and the genres are shown again, and no error reaches
    /// the view. (The main controller's merge ends with the error: the matrix's situation 11 shows
    /// the next load lost.)
    @Test func signalIntentsKeepTheAppearancesWhenTheRefreshesFail() {
        let rock = Genre(id: 1, name: "Rock", trackCount: 2)
        let played = GenresRefreshesFailing(answering: [rock], SignalIntentsGenres.makeGenres)
        #expect(played.calls == ["genres() at 0", "genres() at 500"])
        #expect(played.shownGenres == [.next(0, []), .next(50, [rock])])
        #expect(played.loadingShownAt == [0, 0, 50, 500, 550])
    }

    /// The view loads and appears at 0 (the controller makes its view model and binds its outputs
    /// in `viewDidLoad`, as the article's does), the user taps at 100: red from the start and blue
    /// at the tap, nothing more.
    @Test func thePaletteShowsATapMadeOnceTheViewIsShown() {
        for (make, shown) in [(InitOnlyStyle.makePalette, [Recorded.next(0, PaletteColor.red), .next(100, .blue)])] {
            let scheduler = TestScheduler.milliseconds()
            SharingScheduler.mock(scheduler: scheduler) {
                let view = RecordingPaletteView { scheduler.clock }
                let screen = make()
                let onScreen = OnScreen(screen, on: view)
                scheduler.scheduleAt(100) { view.taps.accept(()) }
                scheduler.start()
                #expect(view.shownColors.events == shown)
                onScreen.leave()
            }
        }
    }

    /// The same with the greeting: Ada typed and validated at 100.
    @Test func theGreetingShowsAValidationMadeOnceTheViewIsShown() {
        for (make, shown) in [(InitOnlyStyle.makeGreeting, [Recorded.next(100, "Hello, Ada!")])] {
            let scheduler = TestScheduler.milliseconds()
            SharingScheduler.mock(scheduler: scheduler) {
                let view = RecordingGreetingView { scheduler.clock }
                let screen = make()
                let onScreen = OnScreen(screen, on: view)
                scheduler.scheduleAt(100) {
                    view.nameField.accept("Ada")
                    view.validations.accept(())
                }
                scheduler.start()
                #expect(view.greetings.events == shown)
                onScreen.leave()
            }
        }
    }

    /// The same with the library: a toggle at 100. It saves at 100 and lists the favorites
    /// without the track at 150.
    @Test func theLibrarySavesAToggleMadeOnceTheViewIsShown() {
        for (make, calls, listed) in [
            (
                InitOnlyStyle.makeLibrary, ["toggleFavorite(1) at 100"],
                [Recorded.next(0, [favorite]), .next(150, [])]
            )
        ] {
            let scheduler = TestScheduler.milliseconds()
            SharingScheduler.mock(scheduler: scheduler) {
                let library = CallLog(clock: { scheduler.clock })
                let environment = FeatureEnvironment(
                    catalog: .unimplemented, library: fakeLibrary(scheduler: scheduler, log: library),
                    scheduler: scheduler)
                let view = RecordingLibraryView { scheduler.clock }
                let screen = make(environment)
                let onScreen = OnScreen(screen, on: view)
                scheduler.scheduleAt(100) { view.toggles.accept(0) }
                scheduler.start()
                #expect(library.calls == calls)
                #expect(view.shownItems.events == listed)
                onScreen.leave()
            }
        }
    }
}

/// A library with one favorite, ``favorite``, whose toggles answer after 50 ms and then drop the
/// track from the favorites, each logged in `log`.
private func fakeLibrary(scheduler: TestScheduler, log: CallLog) -> LibraryService {
    let favoriteItems = BehaviorRelay(value: [favorite])
    var library = LibraryService.unimplemented
    library.favorites = { favoriteItems.asObservable() }
    library.toggleFavorite = { trackID in
        log.log("toggleFavorite(\(trackID))")
        var entry = favorite.entry
        entry.isFavorite = false
        return Single.just(entry).delay(.milliseconds(50), scheduler: scheduler)
            .do(onSuccess: { _ in favoriteItems.accept(favoriteItems.value.filter { $0.track.id != trackID }) })
    }
    return library
}

/// The fake library's one favorite.
private let favorite = LibraryItem(
    track: Track(
        id: 1, title: "T", albumID: 1, albumTitle: "A", artistID: 1, artistName: "R", genreID: 1, genreName: "G",
        composer: nil, milliseconds: 1_000),
    entry: LibraryEntry(
        trackID: 1, isFavorite: true, rating: .unrated, note: "", updatedAt: Date(timeIntervalSince1970: 0)))
