import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleProtocols

@MainActor
@Suite(.tracksResources)
struct ProtocolsStyleTests {
    @Test func inputAndOutputAreTheViewModelItself() {
        let viewModel = PaletteViewModel()
        #expect(viewModel.input as? PaletteViewModel === viewModel)
        #expect(viewModel.output as? PaletteViewModel === viewModel)
    }

    @Test func inputMethodsActAtOnceAndOutputsShowTheCurrentState() {
        let scheduler = TestScheduler.milliseconds()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = PaletteViewModel()
            viewModel.input.changeColor()
            viewModel.input.changeColor()
            let colors = scheduler.createObserver(PaletteColor.self)
            let subscription = viewModel.output.backgroundColor.drive(colors)
            scheduler.start()
            #expect(colors.events == [.next(0, .purple)])
            subscription.dispose()
        }
    }
}
