import Features
import Foundation
import Lab
import ReactiveCore
import Scenarios
import Synchronization
import Testing
import Transcripts

/// The watch situation 14 uses on the Rx styles: every subject and relay a view model keeps, by
/// its stored property's name, and on which thread each changed.
@MainActor
@Suite(.tracksResources)
struct StateWatchTests {
    /// A view model as the Rx styles write them: relays, a subject in a nested output, a dispose
    /// bag, and an object of another module (a view it was handed) that is not its state.
    private final class ViewModel {
        struct Output {
            let results = PublishSubject<String>()
        }

        let draft = BehaviorRelay(value: 0)
        let output = Output()
        let bag = DisposeBag()
        private let failure: PublishRelay<String>? = PublishRelay()
        let view = ScriptedLibraryView(recorder: TranscriptRecorder(now: { 0 }))

        func fail(_ message: String) { failure?.accept(message) }
    }

    private final class Log: Sendable {
        let changes = Mutex<[String]>([])
        func record(_ name: String, _ onMain: Bool) {
            changes.withLock { $0.append("\(name) on \(onMain ? "main" : "another thread")") }
        }
    }

    /// Runs `body` on a thread that is not the main thread, and waits until that thread has
    /// ended (and with it what `body` holds).
    private func elsewhere(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.start()
        done.wait()
        while !thread.isFinished { sched_yield() }
    }

    @Test func reportsEachSubjectAndRelayByNameWithItsThread() {
        let model = ViewModel()
        let log = Log()
        let watch = StateWatch.subjects(of: model, log.record)
        let isMain = Thread.isMainThread ? "main" : "another thread"
        nonisolated(unsafe) let unsafeModel = model
        elsewhere {
            unsafeModel.draft.accept(1)
            unsafeModel.output.results.onNext("Ada")
            unsafeModel.fail("offline")
        }
        // The view's relays are another module's, not the view model's state.
        model.view.toggles.accept(0)
        watch.dispose()
        model.draft.accept(2)
        #expect(
            log.changes.withLock { $0 }.sorted()
                == [
                    "draft on \(isMain)",  // the relay's current value, as the watch subscribes
                    "draft on another thread", "failure on another thread", "output.results on another thread",
                ].sorted())
    }

    /// A naive watch that entered every object would take the view's relays for state.
    @Test func aViewModelWithoutSubjectsReportsNothing() {
        final class Pipeline {
            let bag = DisposeBag()
            let view = ScriptedLibraryView(recorder: TranscriptRecorder(now: { 0 }))
        }
        let model = Pipeline()
        let log = Log()
        let watch = StateWatch.subjects(of: model, log.record)
        model.view.toggles.accept(0)
        watch.dispose()
        #expect(log.changes.withLock { $0 }.isEmpty)
    }
}
