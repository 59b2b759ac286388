import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleSubjects

@MainActor
@Suite(.tracksResources)
struct SubjectsStyleTests {
    @Test func inputsCanBeFedBeforeAnyOutputIsBound() {
        let scheduler = TestScheduler.milliseconds()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = GreetingViewModel()
            viewModel.input.name.onNext("Ada")
            let greetings = scheduler.createObserver(String.self)
            let subscription = viewModel.output.greeting.drive(greetings)
            scheduler.scheduleAt(100) { viewModel.input.validate.onNext(()) }
            scheduler.start()
            // The name typed before the view subscribed was kept by the input's subject.
            #expect(greetings.events == [.next(100, "Hello, Ada!")])
            subscription.dispose()
        }
    }

    @Test func eachOutputCanBeSubscribedOnItsOwn() {
        let scheduler = TestScheduler.milliseconds()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = PaletteViewModel()
            let titles = scheduler.createObserver(String.self)
            let subscription = viewModel.output.buttonTitle.drive(titles)
            scheduler.scheduleAt(100) { viewModel.input.changeColor.onNext(()) }
            scheduler.start()
            #expect(titles.events == [.next(0, "Change to blue"), .next(100, "Change to purple")])
            subscription.dispose()
        }
    }
}
