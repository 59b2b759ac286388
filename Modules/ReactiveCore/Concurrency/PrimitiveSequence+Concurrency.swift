extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single that runs `work` in a task for each subscription and succeeds with its result.
    ///
    /// Disposing the subscription cancels the task.
    ///
    /// - Parameters:
    ///   - detached: Runs `work` in a detached task rather than one that inherits the caller's
    ///     priority and task-local values.
    ///   - priority: The priority of the task.
    ///   - work: The asynchronous work; what it throws fails the single.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        .create { single in
            let single = UncheckedBox(single)
            let operation: @Sendable () async -> Void = {
                do {
                    single.value(.success(try await work()))
                } catch {
                    single.value(.failure(error))
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// The element, awaited: `let user = try await service.user(id).value`.
    ///
    /// Cancelling the task disposes the subscription and throws `CancellationError`.
    public var value: Element {
        get async throws { try await value(isolation: nil) }
    }

    /// The element, awaited on the caller's actor: it subscribes there and resumes there.
    /// Cancelling the task disposes the subscription and throws `CancellationError`.
    ///
    /// The public `value` is nonisolated, as RxSwift's, so an actor's code would have to send it
    /// a single it does not own; the services' async faces await their answers with this instead.
    package func value(isolation: isolated (any Actor)? = #isolation) async throws -> Element {
        try await awaitOutcome { resume in
            primitiveSequence.subscribe(
                onSuccess: { resume(.success($0)) },
                onFailure: { resume(.failure($0)) },
                onDisposed: { resume(.failure(CancellationError())) })
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The element, or `nil` when the maybe completes empty.
    ///
    /// Cancelling the task disposes the subscription and throws `CancellationError`.
    public var value: Element? {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onSuccess: { resume(.success($0)) },
                    onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Awaits the completion: `try await store.save(entry).value`.
    ///
    /// Cancelling the task disposes the subscription and throws `CancellationError`.
    public var value: Void {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onCompleted: { resume(.success(())) },
                    onError: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}
