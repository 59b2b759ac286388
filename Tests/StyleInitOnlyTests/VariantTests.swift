import Domain
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Services
import Testing

@testable import StyleInitOnly

/// The style's variants, each against the main code it stands in for.
@Suite(.tracksResources)
struct VariantTests {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

    /// With only the list bound, the main library saves nothing: its saves run through the error
    /// message. The list-fed library's list runs the save, and lists the favorites without the
    /// track once the answer is in.
    @Test func theListFedLibrarySavesWithOnlyTheListBound() {
        SharingScheduler.mock(scheduler: scheduler) {
            let toggles = scheduler.createHotObservable([.next(100, 0)]).asSignal(onErrorSignalWith: .empty())
            let mainLibrary = FakeLibrary(scheduler: scheduler)
            let variantLibrary = FakeLibrary(scheduler: scheduler)
            let main = LibraryViewModel(favoriteToggles: toggles, selection: .empty(), library: mainLibrary)
            let variant = ListFedLibraryViewModel(
                favoriteToggles: toggles, selection: .empty(), library: variantLibrary)
            let listedByMain = scheduler.createObserver([LibraryItem].self)
            let listedByVariant = scheduler.createObserver([LibraryItem].self)
            let subscriptions = [main.items.drive(listedByMain), variant.items.drive(listedByVariant)]
            scheduler.start()
            #expect(mainLibrary.calls.isEmpty)
            #expect(variantLibrary.calls == ["toggleFavorite(1) at 100"])
            #expect(listedByMain.events == [.next(0, [FakeLibrary.item])])
            #expect(listedByVariant.events == [.next(0, [FakeLibrary.item]), .next(150, [])])
            subscriptions.forEach { $0.dispose() }
        }
    }
}

/// A library with one favorite, whose toggles answer after 50 ms and then drop the track from
/// the favorites, logging each call with its time.
private final class FakeLibrary: LibraryService {
    static let item = LibraryItem(
        track: Track(
            id: 1, title: "T", albumID: 1, albumTitle: "A", artistID: 1, artistName: "R", genreID: 1, genreName: "G",
            composer: nil, milliseconds: 1_000),
        entry: LibraryEntry(
            trackID: 1, isFavorite: true, rating: .unrated, note: "", updatedAt: Date(timeIntervalSince1970: 0)))

    let scheduler: TestScheduler
    let favoriteItems = BehaviorRelay(value: [item])
    private(set) var calls: [String] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func favorites() -> Observable<[LibraryItem]> { favoriteItems.asObservable() }

    func entry(trackID: Int64) -> Single<LibraryEntry?> { .never() }

    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> { .never() }

    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> {
        calls.append("toggleFavorite(\(trackID)) at \(scheduler.clock)")
        var entry = Self.item.entry
        entry.isFavorite = false
        return Single.just(entry).delay(.milliseconds(50), scheduler: scheduler)
            .do(onSuccess: { [favoriteItems] _ in
                favoriteItems.accept(favoriteItems.value.filter { $0.track.id != trackID })
            })
    }
}
