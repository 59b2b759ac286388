import Domain
import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

@testable import Services

/// The favorites as the async models read them: `library.awaited.favorites()` over a service's
/// stream of lists.
@MainActor
@Suite(.tracksResources)
struct AwaitedLibraryTests {
    /// A reader that falls behind gets only the newest list, then the service's failure, thrown;
    /// the stream's end lets the service's subscription go.
    @Test func aReaderBehindGetsTheNewestListThenTheFailure() async {
        let lists = PublishSubject<[LibraryItem]>()
        let service = LibraryService(
            favorites: { lists.asObservable() }, entry: { _ in .error(ReadFailure()) },
            save: { _, _, _ in .error(ReadFailure()) }, toggleFavorite: { _ in .error(ReadFailure()) })
        let favorites = service.awaited.favorites()
        lists.onNext([favorite(1)])
        lists.onNext([favorite(1), favorite(2)])
        lists.onNext([favorite(1), favorite(2), favorite(3)])
        lists.onError(ReadFailure())
        var read: [[Int64]] = []
        await #expect(throws: ReadFailure.self) {
            for try await list in favorites { read.append(list.map(\.id)) }
        }
        #expect(read == [[1, 2, 3]])
    }
}

private struct ReadFailure: Error {}

/// Track `id` as a favorite.
private func favorite(_ id: Int64) -> LibraryItem {
    let track = Track(
        id: id, title: "Track \(id)", albumID: id, albumTitle: "Album", artistID: id, artistName: "Artist", genreID: 1,
        genreName: "Rock", composer: nil, milliseconds: 1_000)
    return LibraryItem(
        track: track,
        entry: LibraryEntry(
            trackID: id, isFavorite: true, rating: .unrated, note: "", updatedAt: Date(timeIntervalSince1970: 0)))
}
