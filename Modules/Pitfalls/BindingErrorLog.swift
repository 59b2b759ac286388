import ReactiveCore
import Synchronization

/// Counts the errors that reach a binding (a `Binder`, `bind(to:)` a relay, `bind(onNext:)`, a
/// `ControlProperty`) while a probe runs: where a debug build traps, as RxSwift's does.
///
/// It listens through the core's scoped handler, in both builds, so the probe runs on instead of
/// stopping, and says the same in a release build, which would only have printed the error. Only
/// the errors of the probe's own task are counted.
final class BindingErrorLog: Sendable {
    private let counted = Mutex(0)

    /// How many errors reached a binding while recording.
    var count: Int { counted.withLock { $0 } }

    /// Runs `body`, counting the errors that reach a binding on this task meanwhile.
    func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Hooks.withBindingErrorHandler({ [self] _ in counted.withLock { $0 += 1 } }, body: body)
    }

    /// Runs `body`, counting the errors that reach a binding on this task, and the tasks it
    /// starts, meanwhile.
    func recording<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Hooks.withBindingErrorHandler({ [self] _ in counted.withLock { $0 += 1 } }, body: body)
    }

    /// What a verdict's summary adds when an error reached a binding: that a debug build stops
    /// there.
    static let summaryNote = "a debug build traps"

    /// What a verdict's evidence adds: where the errors went, or `nil` when none reached a
    /// binding.
    var evidence: String? {
        switch count {
        case 0: nil
        case 1: "the error reached a binding, where a debug build traps, as RxSwift's would"
        case let count: "the error reached \(count) bindings, where a debug build traps, as RxSwift's would"
        }
    }
}
