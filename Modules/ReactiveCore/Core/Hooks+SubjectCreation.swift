extension Hooks {
    /// A subject or relay just created, as ``withSubjectCreationHandler(_:isolation:_:)`` hands it
    /// over: the object itself, which a handler can subscribe to (`asObservable()`).
    package typealias CreatedSubject = any ObservableConvertibleType & AnyObject

    /// Receives each subject and relay created in a scope; see
    /// ``withSubjectCreationHandler(_:isolation:_:)``.
    package typealias SubjectCreationHandler = @Sendable (_ subject: CreatedSubject) -> Void

    /// Runs `body` with `handler` told of every subject and relay created on this task (and the
    /// tasks it starts) while `body` runs, as each is created, before anything can send it an
    /// event: `PublishSubject`, `BehaviorSubject`, `ReplaySubject`, `AsyncSubject`,
    /// `PublishRelay`, `BehaviorRelay` and `ReplayRelay`, whether a stored property keeps it or a
    /// local of a function (a transform's relays) does. A relay is handed over as the relay, not
    /// its subject; the subjects the core's own operators make (`share`, `multicast`, `groupBy`,
    /// `window`, `retry(when:)`) are not handed over: they are the operators' machinery, not
    /// state someone chose to keep.
    ///
    /// The pitfall matrix's situation 14 uses it to watch where a view model's subjects and
    /// relays are written, which reflection over stored properties cannot do for locals.
    ///
    /// Debug builds only, as ``Resources`` counting is: in release builds no subject looks the
    /// scope up, `handler` is never called and this only runs `body`. A task-local scope, so
    /// tests running in parallel do not see each other's subjects; subjects created on other
    /// threads, outside any task's scope, are not handed over. RxSwift has no such hook.
    package static func withSubjectCreationHandler<Result>(
        _ handler: @escaping SubjectCreationHandler, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        #if DEBUG
            try await $subjectCreationHandler.withValue(SubjectCreationHandlerBox(handler: handler), operation: body)
        #else
            try await body()
        #endif
    }

    /// ``withSubjectCreationHandler(_:isolation:_:)`` for a synchronous `body`.
    package static func withSubjectCreationHandler<Result>(
        _ handler: @escaping SubjectCreationHandler, _ body: () throws -> Result
    ) rethrows -> Result {
        #if DEBUG
            try $subjectCreationHandler.withValue(SubjectCreationHandlerBox(handler: handler), operation: body)
        #else
            try body()
        #endif
    }

    #if DEBUG
        /// The handler of the innermost ``withSubjectCreationHandler(_:isolation:_:)`` on this task.
        @TaskLocal private static var subjectCreationHandler: SubjectCreationHandlerBox?

        /// The handler in a struct, as `AnomalyHandlerBox`.
        private struct SubjectCreationHandlerBox: Sendable {
            var handler: SubjectCreationHandler
        }

        /// Hands `subject`, just created by its public initializer, to the scope's handler, if
        /// any: one task-local read per subject created, in debug builds only.
        static func subjectCreated(_ subject: CreatedSubject) {
            subjectCreationHandler?.handler(subject)
        }
    #endif
}
