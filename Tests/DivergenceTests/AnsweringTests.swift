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
    @Test func answersArriveOnlyWhenTheAnsweringSchedulerRuns() {
        let scheduler = TestScheduler.milliseconds()
        // A library that answers at once, on the thread that asks.
        var library = LibraryService.unimplemented
        library.favorites = { .just([]) }
        library.entry = { _ in .just(nil) }
        let plain = FeatureEnvironment(
            catalog: .canned(answering: [.sample(1, "Beautiful Day")], after: .seconds(0), on: scheduler),
            library: library, scheduler: scheduler)
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
