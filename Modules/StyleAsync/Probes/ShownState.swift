import Features
import Foundation
import Observation
import ReactiveCore
import Synchronization

// What the pitfall matrix needs of the style, apart from the style: a way to watch where a
// model's state changes. Nothing here runs unless a model is watched.

extension AsyncStyle {
    /// A model's state is its observed properties, changed only on the view actor: watches each
    /// change of what the views bound to it show (`withObservationTracking`, whose change handler
    /// runs where the change is made). Call it before binding: the bridge tells the watch what
    /// each view reads as the view binds.
    package static func watchState(of viewModel: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable {
        ShownState.watch(viewModel, report)
    }
}

/// The models being watched, by identity, each with what its bound views read.
enum ShownState {
    private static let watches = Mutex<[ObjectIdentifier: ShownStateWatch]>([:])

    /// Watches `model` until the result is disposed.
    static func watch(_ model: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable {
        let watch = ShownStateWatch(model: model, report: report)
        watches.withLock { $0[ObjectIdentifier(model)] = watch }
        return Disposables.create {
            watch.stop()
            watches.withLock { $0[ObjectIdentifier(model)] = nil }
        }
    }

    /// If `model` is watched, adds `value` to what its views read, until the result is disposed;
    /// `nil` (and nothing kept) when it is not.
    static func register<Model: ViewModel, Value>(
        _ model: Model, _ value: @escaping @ViewActor (Model) -> Value
    ) -> Disposable? {
        guard let watch = watches.withLock({ $0[ObjectIdentifier(model)] }) else { return nil }
        return watch.add { [weak model] in if let model { _ = value(model) } }
    }
}

/// Tracks what a model's views read until stopped, reporting each change where it is made.
private final class ShownStateWatch: Sendable {
    private struct State {
        var readers: [Int: @ViewActor @Sendable () -> Void] = [:]
        var next = 0
        /// Bumped whenever the tracking starts again, so that an older tracking's change is not
        /// reported twice.
        var generation = 0
        var isStopped = false
    }

    private let state = Mutex(State())
    private let report: StateWatch.Report

    init(model: AnyObject, report: @escaping StateWatch.Report) {
        self.report = report
    }

    /// Adds a reader and tracks again, with it.
    func add(_ read: @escaping @ViewActor @Sendable () -> Void) -> Disposable {
        let id = state.withLock { state in
            state.next += 1
            state.readers[state.next] = read
            return state.next
        }
        ViewActor.run { track() }
        return Disposables.create { [self] in _ = state.withLock { $0.readers.removeValue(forKey: id) } }
    }

    @ViewActor
    private func track() {
        let (readers, generation) = state.withLock { state in
            state.generation += 1
            return (Array(state.readers.values), state.generation)
        }
        withObservationTracking {
            for read in readers { read() }
        } onChange: { [self] in
            let current = state.withLock { !$0.isStopped && $0.generation == generation }
            guard current else { return }
            report("state", Thread.isMainThread)
            ViewActor.run { track() }
        }
    }

    func stop() {
        state.withLock { $0.isStopped = true }
    }
}
