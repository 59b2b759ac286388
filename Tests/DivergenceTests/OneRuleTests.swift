import Domain
import ReactiveCore
import ReactiveTesting
import StyleInitOnly
import StyleMVB
import StyleProtocols
import StyleSubjects
import StyleTransform
import Testing

/// One rule of the palette, "a tap shows the next color", tested on each style's view model
/// alone, the way that style's tests are written. Situation 10 of the pitfall matrix counts what
/// each test must set up; `OneRuleCostTests` checks the counts the matrix prints.
@Suite(.tracksResources)
struct OneRuleTests {
    @Test func transformStyle() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler)) {
            let taps = scheduler.createHotObservable([.next(10, ())])
            let output = StyleTransform.PaletteViewModel().transform(input: .init(changeColor: taps.asObservable()))
            let colors = scheduler.createObserver(PaletteColor.self)
            let subscription = Disposables.create(output.backgroundColor.drive(colors), output.disposable)
            scheduler.start()
            #expect(colors.events == [.next(0, .red), .next(10, .blue)])
            subscription.dispose()
        }
    }

    @Test func subjectsStyle() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler)) {
            let viewModel = StyleSubjects.PaletteViewModel()
            let colors = scheduler.createObserver(PaletteColor.self)
            let subscription = viewModel.output.backgroundColor.drive(colors)
            viewModel.input.changeColor.onNext(())
            #expect(colors.events == [.next(0, .red), .next(0, .blue)])
            subscription.dispose()
        }
    }

    @Test func protocolsStyle() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler)) {
            let viewModel: PaletteViewModelType = StyleProtocols.PaletteViewModel()
            viewModel.input.changeColor()
            let colors = scheduler.createObserver(PaletteColor.self)
            let subscription = viewModel.output.backgroundColor.drive(colors)
            #expect(colors.events == [.next(0, .blue)])
            subscription.dispose()
        }
    }

    @Test func initOnlyStyle() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler)) {
            let taps = scheduler.createHotObservable([.next(10, ())])
            let viewModel = StyleInitOnly.PaletteViewModel(changeColor: taps.asSignal(onErrorSignalWith: .empty()))
            let colors = scheduler.createObserver(PaletteColor.self)
            let subscription = viewModel.backgroundColor.drive(colors)
            scheduler.start()
            #expect(colors.events == [.next(0, .red), .next(10, .blue)])
            subscription.dispose()
        }
    }

    @Test func mvbStyle() {
        let model = PaletteModel()
        var colors: [PaletteColor] = []
        let subscription = model.color.subscribe(onNext: { colors.append($0) })
        model.advance()
        #expect(colors == [.red, .blue])
        subscription.dispose()
    }
}
