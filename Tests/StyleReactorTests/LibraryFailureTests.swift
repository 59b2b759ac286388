import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

@testable import StyleReactor

private struct ProbeError: Error {}

@Suite(.tracksResources)
struct LibraryFailureTests {
    /// The favorites fail at 100 ms: the list is empty, and the state stream goes on (uncaught,
    /// the error ended it, and with it every later action).
    @Test func aFailedReadEmptiesTheListAndTheStateGoesOn() {
        let scheduler = TestScheduler.milliseconds()
        // A library whose favorites fail at 100 ms and that answers nothing else.
        var library = LibraryService.unimplemented
        library.favorites = {
            scheduler.createColdObservable([.next(50, []), .error(100, ProbeError())]).asObservable()
        }
        var reactor: LibraryReactor? = LibraryReactor(library: library)
        let items = scheduler.createObserver([String]?.self)
        var ended = false
        let subscription = reactor!.state.map { $0.items?.map(\.track.title) }
            .do(onError: { _ in ended = true }, onCompleted: { ended = true })
            .subscribe(items)
        scheduler.start()
        #expect(items.events == [.next(0, nil), .next(50, []), .next(100, [])])
        #expect(!ended)
        subscription.dispose()
        reactor = nil
    }
}
