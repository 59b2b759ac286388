import Foundation
import Observation
import ReactiveCore

extension StateWatch {
    /// Watches the properties of an `@MainActor @Observable` model that `properties` read (one
    /// read each, by name) until the result is disposed, reporting each change with the thread it
    /// was reported on: `withObservationTracking` calls its `onChange` as the property is about to
    /// change, on the thread that changes it (`StateWatchTests` checks), and the watch tracks the
    /// property again on the main actor after each change (two changes in one turn of the main
    /// actor are reported once).
    ///
    /// Compared with the subject watch, like with like: a relay reports every write, an
    /// `@Observable` property only a set to a different value (Observation does not notify a set
    /// to an equal value, which `StateWatchTests` also checks), so these are counts of changes, the
    /// relays' of writes. Where the writes happen does not rest on that: the model's properties are
    /// main-actor isolated, so every set, equal or not, runs on the main actor.
    @MainActor
    package static func observing<Model: AnyObject & Observation.Observable>(
        _ model: Model, _ properties: KeyValuePairs<String, @MainActor (Model) -> Void>,
        _ report: @escaping Report
    ) -> Disposable {
        let watching = ObservationWatching()
        for (name, read) in properties {
            track(model, name, read, watching, report)
        }
        return Disposables.create { watching.stop() }
    }

    /// Tracks one property until the next change, then reports it and tracks it again.
    @MainActor
    private static func track<Model: AnyObject & Observation.Observable>(
        _ model: Model, _ name: String, _ read: @escaping @MainActor (Model) -> Void,
        _ watching: ObservationWatching, _ report: @escaping Report
    ) {
        guard watching.isOn else { return }
        nonisolated(unsafe) let model = model
        withObservationTracking {
            read(model)
        } onChange: {
            guard watching.isOn else { return }
            report(name, Thread.isMainThread)
            // Tracked again once the change is made, on the main actor, where the model lives.
            Task { @MainActor in track(model, name, read, watching, report) }
        }
    }

    /// Whether a model is still watched.
    private final class ObservationWatching: @unchecked Sendable {
        private let lock = NSLock()
        private var on = true

        var isOn: Bool { lock.withLock { on } }

        func stop() { lock.withLock { on = false } }
    }
}
