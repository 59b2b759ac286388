import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleInitOnly

@MainActor
@Suite(.tracksResources)
struct InitOnlyStyleTests {
    let scheduler = TestScheduler.milliseconds()

    @Test func theColorsAreAPureFunctionOfTheTaps() {
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(100, ()), .next(200, ())])
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) {
                PaletteViewModel.colors(changeColor: taps.asSignal(onErrorSignalWith: .empty()))
            }
            #expect(observer.events == [.next(0, .red), .next(100, .blue), .next(200, .purple)])
        }
    }

    @Test func theEditorControllerReportsThroughItsDelegate() {
        final class Delegate: EditorControllerDelegate {
            var finished = 0
            func editorControllerDidFinish(_ controller: EditorController) { finished += 1 }
        }
        SharingScheduler.mock(scheduler: scheduler) {
            let track = Track.sample(1, "Beautiful Day")
            let environment = FeatureEnvironment(
                catalog: .unimplemented, library: .nothingSaved(after: .milliseconds(50), on: scheduler),
                scheduler: scheduler)
            let view = RecordingEditorView()
            scheduler.scheduleAt(100) { view.cancels.accept(()) }
            let delegate = Delegate()
            let controller = EditorController(track: track, environment: environment)
            controller.delegate = delegate
            controller.load(view)
            controller.appear()
            scheduler.start()
            #expect(delegate.finished == 1)
            controller.disappear()
        }
    }
}
