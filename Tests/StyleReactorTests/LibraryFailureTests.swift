import Domain
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

@testable import StyleReactor

/// A library whose favorites fail at 100 ms and that answers nothing else.
private final class FailingLibrary: LibraryService {
    let scheduler: TestScheduler

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func favorites() -> Observable<[LibraryItem]> {
        scheduler.createColdObservable([.next(50, []), .error(100, ProbeError())]).asObservable()
    }

    func entry(trackID: Int64) -> Single<LibraryEntry?> { .never() }

    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> { .never() }

    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> { .never() }
}

private struct ProbeError: Error {}

@Suite(.tracksResources)
struct LibraryFailureTests {
    /// The favorites fail at 100 ms: the list is empty, and the state stream goes on (uncaught,
    /// the error ended it, and with it every later action).
    @Test func aFailedReadEmptiesTheListAndTheStateGoesOn() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        var reactor: LibraryReactor? = LibraryReactor(library: FailingLibrary(scheduler: scheduler))
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
