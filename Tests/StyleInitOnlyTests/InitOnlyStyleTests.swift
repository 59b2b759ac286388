import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import ScriptedServices
import Services
import ServicesLive
import Storage
import Testing

@testable import StyleInitOnly

@MainActor
@Suite(.tracksResources)
struct InitOnlyStyleTests {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

    @Test func theColorsAreAPureFunctionOfTheTaps() {
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(100, ()), .next(200, ())])
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) {
                PaletteViewModel.colors(changeColor: taps.asSignal(onErrorSignalWith: .empty()))
            }
            #expect(observer.events == [.next(0, .red), .next(100, .blue), .next(200, .purple)])
        }
    }

    @Test func thePhasesAreAFunctionOfTheQueryAndTheCatalog() throws {
        try SharingScheduler.mock(scheduler: scheduler) {
            let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(10)])
            let catalog = CatalogService.live(
                database: try AppDatabase.inMemory(), work: CurrentThreadScheduler.instance
            )
            .scripted(by: script)
            let query = scheduler.createHotObservable([.next(100, "x"), .next(1_000, " ")])
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 2_000) {
                SearchViewModel.phases(
                    query: query.asDriver(onErrorJustReturn: ""), catalog: catalog, scheduler: self.scheduler)
            }
            #expect(
                observer.events == [
                    .next(0, .idle), .next(400, .loading), .next(410, .loaded([])), .next(1_300, .idle),
                ])
            #expect(script.calls == ["search(x)"])
        }
    }

    @Test func theEditorControllerReportsThroughItsDelegate() throws {
        final class Delegate: EditorControllerDelegate {
            var finished = 0
            func editorControllerDidFinish(_ controller: EditorController) { finished += 1 }
        }
        try SharingScheduler.mock(scheduler: scheduler) {
            let track = Track(
                id: 1, title: "T", albumID: 1, albumTitle: "A", artistID: 1, artistName: "R", genreID: 1,
                genreName: "G",
                composer: nil, milliseconds: 1_000)
            let database = try AppDatabase.inMemory()
            let environment = FeatureEnvironment(
                catalog: .live(database: database, work: CurrentThreadScheduler.instance),
                library: .live(
                    database: database, scheduler: scheduler, work: CurrentThreadScheduler.instance, pollInterval: nil),
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
