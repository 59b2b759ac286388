extension Hooks {
    /// Receives an unhandled error in a scope; see `withUnhandledErrorHandler(_:body:)`.
    package typealias UnhandledErrorHandler =
        @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Runs `body` with `handler` receiving, in place of ``defaultErrorHandler``, the errors that
    /// reach a subscription without an `onError` on this task while `body` runs (for synchronous
    /// code, on this thread). A program that fails a sequence on purpose (a test, a probe that
    /// injects a failure) keeps those errors as its own, where the default handler would print
    /// "Unhandled error happened" on standard error; an unexpected error anywhere else still
    /// reaches ``defaultErrorHandler``, and so do the errors of other threads.
    ///
    /// Bindery's addition: RxSwift has only the process-wide `Hooks.defaultErrorHandler`.
    package static func withUnhandledErrorHandler<Result>(
        _ handler: @escaping UnhandledErrorHandler, body: () throws -> Result
    ) rethrows -> Result {
        try $scopedUnhandledErrorBox.withValue(UnhandledErrorHandlerBox(handler: handler), operation: body)
    }

    /// The async form of `withUnhandledErrorHandler(_:body:)`: the errors of `body`'s task
    /// (and of the child tasks it starts) go to `handler`.
    package static func withUnhandledErrorHandler<Result>(
        _ handler: @escaping UnhandledErrorHandler, isolation: isolated (any Actor)? = #isolation,
        body: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedUnhandledErrorBox.withValue(UnhandledErrorHandlerBox(handler: handler), operation: body)
    }

    /// The handler of the innermost `withUnhandledErrorHandler(_:body:)` on this task, if any.
    static var scopedUnhandledErrorHandler: UnhandledErrorHandler? {
        scopedUnhandledErrorBox?.handler
    }

    @TaskLocal private static var scopedUnhandledErrorBox: UnhandledErrorHandlerBox?

    /// The handler in a struct, so that it is stored as it is (see `AnomalyHandlerBox`).
    private struct UnhandledErrorHandlerBox: Sendable {
        var handler: UnhandledErrorHandler
    }
}
