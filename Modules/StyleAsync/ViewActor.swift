/// The actor the style's models are isolated to, in place of `MainActor`.
///
/// `MainActor`'s executor is the main dispatch queue: its jobs run only when the main thread
/// returns to its run loop, which a scripted run on virtual time never does while it plays, and
/// `MainActor.assumeIsolated` traps on any other thread (the shared spec runs on the test
/// runner's threads). ``ViewExecutor`` runs the jobs on the thread that does the view work,
/// at once, so a run stays on virtual time and in step with the other styles.
@globalActor
package actor ViewActor {
    /// The one instance.
    package static let shared = ViewActor()

    /// ``ViewExecutor``.
    package static var sharedUnownedExecutor: UnownedSerialExecutor {
        ViewExecutor.shared.asUnownedSerialExecutor()
    }

    package nonisolated var unownedExecutor: UnownedSerialExecutor {
        Self.sharedUnownedExecutor
    }

    /// Runs `body` on the view actor, now, on this thread, and then every job it enqueued (the
    /// first steps of the tasks it started): how the bridge delivers an intent, and how a test
    /// calls a model.
    package static func run<Result: Sendable>(_ body: @ViewActor () throws -> Result) rethrows -> Result {
        try ViewExecutor.shared.drive {
            shared.preconditionIsolated()
            // Sound because `drive` makes this thread the view actor's until `body` returns; the
            // language has no other way to enter a custom global actor synchronously.
            return try withoutActuallyEscaping(body) { body in
                try unsafeBitCast(body, to: (() throws -> Result).self)()
            }
        }
    }
}
