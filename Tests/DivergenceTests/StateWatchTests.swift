import Features
import Foundation
import Lab
import Observation
import ReactiveCore
import Scenarios
import Synchronization
import Testing
import Transcripts

/// The watch situation 14 uses: every subject and relay a view model makes, stored (by its stored
/// property's name) or local (by its type), and on which thread each was written; and an
/// `@Observable` model's properties.
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
        let view = RecordingTap(ScriptedLibraryView(), recorder: TranscriptRecorder(now: { 0 }))

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
        nonisolated(unsafe) let unsafeModel = model
        elsewhere {
            unsafeModel.draft.accept(1)
            unsafeModel.output.results.onNext("Ada")
            unsafeModel.fail("offline")
        }
        // The view's relays are another module's, not the view model's state.
        model.view.isOnScreen = true
        model.view.user.toggleFavorite(0)
        watch.dispose()
        model.draft.accept(2)
        // The relay's current value, sent as the watch subscribes, is not a write.
        #expect(
            log.changes.withLock { $0 }.sorted()
                == ["draft on another thread", "failure on another thread", "output.results on another thread"])
    }

    /// A transform's relays are locals: the creation hook hands them to the watch as they are made,
    /// named by type; stored ones are named after their property once the view model is walked.
    @Test func watchesTheLocalsMadeInTheScopeByType() async {
        final class Transforming {
            let kept = PublishRelay<Int>()
            func transform() -> (PublishRelay<String>, BehaviorRelay<Bool>, BehaviorRelay<Bool>) {
                (PublishRelay(), BehaviorRelay(value: false), BehaviorRelay(value: true))
            }
        }
        let log = Log()
        let watch = StateWatch.Creations(log.record)
        nonisolated(unsafe) var locals: (PublishRelay<String>, BehaviorRelay<Bool>, BehaviorRelay<Bool>)?
        nonisolated(unsafe) var model: Transforming?
        Hooks.withSubjectCreationHandler(watch.created) {
            model = Transforming()
            watch.name(storedIn: model!)
            locals = model!.transform()
        }
        let made = PublishRelay<Int>()  // outside the scope: not watched
        let unsafeLocals = locals!
        nonisolated(unsafe) let unsafeModel = model!
        elsewhere {
            unsafeLocals.0.accept("saved")
            unsafeLocals.2.accept(false)
            unsafeModel.kept.accept(1)
            made.accept(2)
        }
        locals!.1.accept(true)
        watch.dispose()
        locals!.0.accept("after")
        let isMain = Thread.isMainThread ? "main" : "another thread"
        #if DEBUG
            #expect(
                log.changes.withLock { $0 }
                    == [
                        "local PublishRelay<String> on another thread", "local BehaviorRelay<Bool> 2 on another thread",
                        "kept on another thread", "local BehaviorRelay<Bool> on \(isMain)",
                    ])
        #endif
    }

    /// What the async style's watch rests on: `withObservationTracking` reports a change on the
    /// thread that makes it, and an `@Observable` property does not report a set to an equal
    /// value, where a relay reports every write.
    @Test func observationReportsOnTheChangingThreadAndSkipsEqualSets() {
        let model = CountModel()
        let log = Log()
        let relay = BehaviorRelay(value: 0)
        let subscription = relay.skip(1).subscribe(onNext: { @Sendable _ in log.record("relay", Thread.isMainThread) })
        func track() {
            withObservationTracking {
                _ = model.count
            } onChange: {
                log.record("count", Thread.isMainThread)
            }
        }
        track()
        elsewhere {
            model.count = 1
            relay.accept(1)
        }
        track()
        model.count = 1  // equal: not reported
        relay.accept(1)  // equal: reported
        model.count = 2
        subscription.dispose()
        let isMain = Thread.isMainThread ? "main" : "another thread"
        #expect(
            log.changes.withLock { $0 }
                == ["count on another thread", "relay on another thread", "relay on \(isMain)", "count on \(isMain)"])
    }

    /// A naive watch that entered every object would take the view's relays for state.
    @Test func aViewModelWithoutSubjectsReportsNothing() {
        final class Pipeline {
            let bag = DisposeBag()
            let view = RecordingTap(ScriptedLibraryView(), recorder: TranscriptRecorder(now: { 0 }))
        }
        let model = Pipeline()
        let log = Log()
        let watch = StateWatch.subjects(of: model, log.record)
        model.view.isOnScreen = true
        model.view.user.toggleFavorite(0)
        watch.dispose()
        #expect(log.changes.withLock { $0 }.isEmpty)
    }
}

/// An `@Observable` model of no actor, changed from any thread by `StateWatchTests`.
@Observable private final class CountModel: @unchecked Sendable {
    var count = 0
}
