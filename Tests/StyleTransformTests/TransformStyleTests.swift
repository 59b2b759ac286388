import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleTransform

@MainActor
@Suite(.tracksResources)
struct TransformStyleTests {
    @Test func theOutputsDisposableIsWhatKeepsTheTapsWorking() {
        let scheduler = TestScheduler.milliseconds()
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(100, ()), .next(300, ())])
            let output = PaletteViewModel().transform(input: .init(changeColor: taps.asObservable()))
            let colors = scheduler.createObserver(PaletteColor.self)
            let shown = output.backgroundColor.drive(colors)
            scheduler.scheduleAt(200) { output.disposable.dispose() }
            scheduler.start()
            // After the binding in the output is disposed, taps no longer change the color.
            #expect(colors.events == [.next(0, .red), .next(100, .blue)])
            #expect(taps.subscriptions == [Subscription(0, 200)])
            shown.dispose()
        }
    }

    @Test func eachTransformHasItsOwnState() {
        let scheduler = TestScheduler.milliseconds()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = PaletteViewModel()
            let first = viewModel.transform(input: .init(changeColor: .just(())))
            let second = viewModel.transform(input: .init(changeColor: .never()))
            let firstColors = scheduler.createObserver(PaletteColor.self)
            let secondColors = scheduler.createObserver(PaletteColor.self)
            let bag = DisposeBag()
            first.backgroundColor.drive(firstColors).disposed(by: bag)
            second.backgroundColor.drive(secondColors).disposed(by: bag)
            first.disposable.disposed(by: bag)
            second.disposable.disposed(by: bag)
            scheduler.start()
            #expect(firstColors.events.last?.value.element == .blue)
            #expect(secondColors.events == [.next(0, .red)])
        }
    }
}
