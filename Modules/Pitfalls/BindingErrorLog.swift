import ReactiveCore
import Synchronization

/// Counts the errors that reach a binding (a `Binder`, `bind(to:)` a relay, `bind(onNext:)`, a
/// `ControlProperty`) while a probe runs: where a debug build traps, as RxSwift's does.
///
/// It listens through the core's scoped handler, in both builds, so the probe runs on instead of
/// stopping, and says the same in a release build, which would only have printed the error. Only
/// the errors of the probe's own task are counted.
///
/// The errors the probe injects that reach a subscription without an `onError` are its evidence
/// too: they are captured through the core's scoped unhandled-error handler (in place of the
/// default handler's "Unhandled error happened" on standard error) and named in ``evidence``.
final class BindingErrorLog: Sendable {
    private let counted = Mutex(0)
    private let unhandled = Mutex<[String]>([])

    /// How many errors reached a binding while recording.
    var count: Int { counted.withLock { $0 } }

    /// The errors that reached a subscription without an `onError` while recording, described.
    var unhandledErrors: [String] { unhandled.withLock { $0 } }

    /// Runs `body`, counting the errors that reach a binding on this task meanwhile and keeping
    /// those that reach no handler.
    func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Hooks.withUnhandledErrorHandler(
            { [self] _, error in unhandled.withLock { $0.append("\(error)") } },
            body: { try Hooks.withBindingErrorHandler({ [self] _ in counted.withLock { $0 += 1 } }, body: body) })
    }

    /// Runs `body`, counting the errors that reach a binding on this task, and the tasks it
    /// starts, meanwhile, and keeping those that reach no handler.
    func recording<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Hooks.withUnhandledErrorHandler(
            { [self] _, error in unhandled.withLock { $0.append("\(error)") } },
            body: {
                try await Hooks.withBindingErrorHandler({ [self] _ in counted.withLock { $0 += 1 } }, body: body)
            })
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

    /// `evidence`, followed by the errors that reached no handler while recording (how many, and
    /// which), when there were any.
    func addingUnhandledErrors(to evidence: String) -> String {
        let errors = unhandledErrors
        guard !errors.isEmpty else { return evidence }
        var names: [String] = []
        for error in errors where !names.contains(error) { names.append(error) }
        let described = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let count = errors.count == 1 ? "1 unhandled error" : "\(errors.count) unhandled errors"
        return evidence + "; \(count) (\(described)) captured in place of the default error handler"
    }
}
