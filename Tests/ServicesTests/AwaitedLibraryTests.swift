import Domain
import FeatureTesting
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
        var service = LibraryService.unimplemented
        service.favorites = { lists.asObservable() }
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
    LibraryItem.favorite(Track.sample(id, "Track \(id)"))
}
