import Composition
import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

/// The fix situation 14 plays: every service's answer is delivered on the scheduler the
/// environment is told to answer on, whichever thread the service answered on.
@MainActor
@Suite(.tracksResources)
struct AnsweringTests {
    /// A library that answers at once, on the thread that asks.
    private struct ImmediateLibrary: LibraryService {
        func favorites() -> Observable<[LibraryItem]> { .just([]) }
        func entry(trackID: Int64) -> Single<LibraryEntry?> { .just(nil) }
        func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> { .never() }
        func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> { .never() }
    }

    @Test func answersArriveOnlyWhenTheAnsweringSchedulerRuns() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let plain = FeatureEnvironment(
            catalog: CannedCatalogService(answering: [.sample(1, "Beautiful Day")], after: .seconds(0), on: scheduler),
            library: ImmediateLibrary(), scheduler: scheduler)
        for (environment, before) in [(plain, 2), (plain.answering(on: scheduler), 0)] {
            var answers: [String] = []
            let bag = DisposeBag()
            environment.library.favorites().subscribe(onNext: { _ in answers.append("favorites") }).disposed(by: bag)
            environment.library.entry(trackID: 1).subscribe(onSuccess: { _ in answers.append("entry") })
                .disposed(by: bag)
            // The plain library answers as it is asked; the decorated one waits for its scheduler.
            #expect(answers.count == before)
            scheduler.start()
            #expect(answers == ["favorites", "entry"])
        }
    }
}
