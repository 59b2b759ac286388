import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Global hooks of the reactive core.
public enum Hooks {
    /// Receives an unhandled error with the call stack of the subscription it reached.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Captures the call stack of a subscription, for ``defaultErrorHandler``.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Whether subscriptions record their call stack for ``defaultErrorHandler``; off by default
    /// (it costs a stack capture per subscription).
    ///
    /// Safe to set from any thread while others subscribe (an atomic flag, read once per
    /// subscription without `onError`); a subscription sees the value of the moment it is made.
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) }
        set { recordsCallStack.store(newValue, ordering: .relaxed) }
    }

    /// Called with an error that reached a subscription without an `onError` handler; by default
    /// prints it (and the subscription's call stack, when recorded) to standard error in debug
    /// builds (RxSwift's prints to standard output). An error that reaches a binding does not come
    /// here: as in RxSwift, it stops a debug build (see `withBindingErrorHandler(_:body:)`).
    ///
    /// Safe to set from any thread while errors are being reported: the handler is read under a
    /// lock and called after it is released.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { errorHooks.withLock { $0.defaultErrorHandler } }
        set { errorHooks.withLock { $0.defaultErrorHandler = newValue } }
    }

    /// Captures a subscription's call stack when ``recordCallStackOnError`` is on; by default
    /// `Thread.callStackSymbols`. Safe to set from any thread, like ``defaultErrorHandler``.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { errorHooks.withLock { $0.customCaptureSubscriptionCallstack } }
        set { errorHooks.withLock { $0.customCaptureSubscriptionCallstack = newValue } }
    }

    /// Reports `error` to the handler of the innermost `withUnhandledErrorHandler(_:body:)` on
    /// this task, or else to ``defaultErrorHandler``, with `callStack`, the call stack captured
    /// when the subscription was made (empty unless ``recordCallStackOnError`` is on).
    static func reportUnhandled(_ error: Swift.Error, callStack: [String] = []) {
        if let scoped = scopedUnhandledErrorHandler {
            scoped(callStack, error)
        } else {
            defaultErrorHandler(callStack, error)
        }
    }

    /// The flag behind ``recordCallStackOnError``. The hooks are process-wide and RxSwift's are
    /// plain static variables, but a test (or an app) that sets one while other threads subscribe
    /// must not race with them: the thread sanitizer caught exactly that between parallel tests.
    private static let recordsCallStack = Atomic<Bool>(false)

    /// The two error hooks, in a struct so that the closures are stored as they are (a function
    /// stored directly as a generic value is wrapped in a reabstraction thunk each time it is set).
    private struct ErrorHooks {
        var defaultErrorHandler: DefaultErrorHandler
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack
    }

    private static let errorHooks = LockedState(
        ErrorHooks(
            defaultErrorHandler: { subscriptionCallStack, error in
                #if DEBUG
                    var standardError = StandardError()
                    print("Unhandled error happened: \(error)", to: &standardError)
                    if !subscriptionCallStack.isEmpty {
                        print(
                            " subscription called from:\n\(subscriptionCallStack.joined(separator: "\n"))",
                            to: &standardError)
                    }
                #endif
            },
            customCaptureSubscriptionCallstack: { Thread.callStackSymbols }))
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { buffer in
            _ = fwrite(buffer.baseAddress, 1, buffer.count, stderr)
        }
    }
}

extension Hooks {
    /// Events that overlapped where the grammar says they come one at a time, as debug builds
    /// detect them: see ``synchronizationAnomalyHandler``.
    public struct SynchronizationAnomaly: CustomStringConvertible, Sendable {
        /// What overlapped.
        public enum Kind: Sendable {
            /// An event sent from the thread that is still delivering the previous one: a
            /// feedback loop, or an unexpected cyclic dependency ("Reentrancy anomaly").
            case reentrancy
            /// An event sent from one thread while another thread is delivering one
            /// ("Synchronization anomaly").
            case synchronization
        }

        /// What overlapped.
        public let kind: Kind
        /// The warning RxSwift prints for this kind of anomaly.
        public let message: String
        /// The call stack of the thread that sent the overlapping event, innermost frame first.
        public let callStack: [String]

        /// The message, then the call stack.
        public var description: String {
            message + "  > Call stack:\n" + callStack.joined(separator: "\n")
        }
    }

    /// Receives a synchronization anomaly; see ``synchronizationAnomalyHandler``.
    public typealias SynchronizationAnomalyHandler = @Sendable (_ anomaly: SynchronizationAnomaly) -> Void

    /// Called, in debug builds only, when events overlap in a sink, in `create`'s observer, in a
    /// subject's (or relay's) `on`, or in the observer of `subscribe(onNext:onError:...)`: a
    /// reentrancy anomaly when the overlapping event comes from the thread already delivering
    /// one, a synchronization anomaly when it comes from another thread. The event is delivered
    /// anyway. By default the handler prints the anomaly's message, as RxSwift's debug builds do,
    /// to standard error; the call stack is in the anomaly, for a handler of your own.
    ///
    /// RxSwift has no hook for this (it prints, or stops the process when built with
    /// `FATAL_SYNCHRONIZATION`); this one lets tests turn the warning into a failure or capture it.
    /// Release builds never detect anomalies and never call it.
    public static var synchronizationAnomalyHandler: SynchronizationAnomalyHandler {
        get { anomalyHandler.withLock { $0.handler } }
        set { anomalyHandler.withLock { $0.handler = newValue } }
    }

    /// Runs `body` with `handler` receiving, in place of ``synchronizationAnomalyHandler``, the
    /// anomalies detected on this task while `body` runs (for synchronous code, on this thread):
    /// a test or a probe counts its own anomalies without reading or replacing the process's
    /// handler, so others running at the same time keep theirs. Anomalies detected on other
    /// threads still go to ``synchronizationAnomalyHandler``.
    ///
    /// RxSwift has no such scope (nor the handler); release builds detect no anomaly and only run
    /// `body`.
    public static func withSynchronizationAnomalyHandler<Result>(
        _ handler: @escaping SynchronizationAnomalyHandler, _ body: () throws -> Result
    ) rethrows -> Result {
        try $scopedAnomalyHandler.withValue(AnomalyHandlerBox(handler: handler), operation: body)
    }

    /// The handler of the innermost ``withSynchronizationAnomalyHandler(_:_:)`` on this task.
    @TaskLocal fileprivate static var scopedAnomalyHandler: AnomalyHandlerBox?

    /// The handler in a struct, so that it is stored as it is: a function stored directly as a
    /// generic value is wrapped in a reabstraction thunk each time it is set.
    fileprivate struct AnomalyHandlerBox: Sendable {
        var handler: SynchronizationAnomalyHandler
    }

    private static let anomalyHandler = LockedState(
        AnomalyHandlerBox { anomaly in
            // The message only, as RxSwift prints it: with its call stack an anomaly is some 8 KB,
            // and a process that reports many would fill a pipe nobody reads yet.
            var standardError = StandardError()
            print(anomaly.message, terminator: "", to: &standardError)
        })

    #if DEBUG
        /// Builds the anomaly with the current call stack and hands it to the handler.
        static func reportSynchronizationAnomaly(_ kind: SynchronizationAnomaly.Kind) {
            let anomaly = SynchronizationAnomaly(
                kind: kind, message: synchronizationAnomalyMessage(kind, breakpoint: "\(#file):\(#line)"),
                callStack: Thread.callStackSymbols)
            (scopedAnomalyHandler?.handler ?? synchronizationAnomalyHandler)(anomaly)
        }

        /// RxSwift's warning for `kind`, word for word apart from where to set a breakpoint.
        private static func synchronizationAnomalyMessage(
            _ kind: SynchronizationAnomaly.Kind, breakpoint: String
        ) -> String {
            let debugging =
                "  > Debugging: To debug this issue you can set a breakpoint in \(breakpoint) and observe the call stack.\n"
            let problem =
                "  > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`\n"
                + "    This behavior breaks the grammar because there is overlapping between sequence events.\n"
                + "    Observable sequence is trying to send an event before sending of previous event has finished.\n"
            switch kind {
            case .reentrancy:
                return "⚠️ Reentrancy anomaly was detected.\n" + debugging + problem
                    + "  > Interpretation: This could mean that there is some kind of unexpected cyclic dependency in your code,\n"
                    + "    or that the system is not behaving in the expected way.\n"
                    + "  > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`\n"
                    + "    or by enqueuing sequence events in some other way.\n"
            case .synchronization:
                return "⚠️ Synchronization anomaly was detected.\n" + debugging + problem
                    + "  > Interpretation: Two different unsynchronized threads are trying to send some event simultaneously.\n"
                    + "    This is undefined behavior because the ordering of the effects caused by these events is nondeterministic and depends on the \n"
                    + "    operating system thread scheduler. This will result in a random behavior of your program.\n"
                    + "  > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`\n"
                    + "    or by synchronizing sequence events in some other way.\n"
            }
        }
    #endif
}

extension Hooks {
    /// Receives an error that reached a binding; see `withBindingErrorHandler(_:body:)`.
    package typealias BindingErrorHandler = @Sendable (_ error: Swift.Error) -> Void

    /// Runs `body` with `handler` receiving, in place of the trap, the errors that reach a binding
    /// on this task while `body` runs (for synchronous code, on this thread): an error sent to a
    /// ``Binder`` or to a ``ControlProperty``, or reaching `bind(to:)` a relay, `bind(onNext:)` or
    /// `bind(with:onNext:)`. Such an error is a programming error: as in RxSwift, a debug build
    /// stops the process with RxSwift's message ("Binding error: …") and a release build prints
    /// that message (to standard error here, to standard output in RxSwift) and goes on. Inside
    /// this scope neither happens, in either build: `handler` gets the error once per binding it
    /// reaches, and the binding goes on as a release build's would. A test or a probe uses it to
    /// see that the trap would fire without stopping the process. Errors that reach a binding on
    /// other threads still trap (or print).
    ///
    /// `bind(to:)` an observer or a subject is not a binding in this sense: it forwards the error
    /// to the observer, as RxSwift's does, and never calls `handler`.
    ///
    /// Bindery's addition: RxSwift has no such hook (it calls `fatalError` or `print` directly).
    package static func withBindingErrorHandler<Result>(
        _ handler: @escaping BindingErrorHandler, body: () throws -> Result
    ) rethrows -> Result {
        try $scopedBindingErrorHandler.withValue(BindingErrorHandlerBox(handler: handler), operation: body)
    }

    /// The handler of the innermost ``withBindingErrorHandler(_:body:)`` on this task.
    @TaskLocal fileprivate static var scopedBindingErrorHandler: BindingErrorHandlerBox?

    /// The handler in a struct, as `AnomalyHandlerBox`.
    fileprivate struct BindingErrorHandlerBox: Sendable {
        var handler: BindingErrorHandler
    }

    /// RxSwift's `rxFatalErrorInDebug(_:)`, for `error` that reached a binding (a ``Binder``,
    /// `bind(to:)` a relay, `bind(onNext:)`): hands it to the scoped handler when there is one;
    /// otherwise stops the process with `message` in a debug build, and in a release build prints
    /// `message` after where it was raised (RxSwift's "file:line: message") and goes on.
    ///
    /// RxSwift prints to standard output; this prints to standard error, as the core's other
    /// warnings do, so that a command's output stays its own.
    static func rxFatalErrorInDebug(
        bindingError error: Swift.Error, _ message: @autoclosure () -> String, file: StaticString = #file,
        line: UInt = #line
    ) {
        if let scoped = scopedBindingErrorHandler {
            scoped.handler(error)
            return
        }
        #if DEBUG
            fatalError(message(), file: file, line: line)
        #else
            var standardError = StandardError()
            print("\(file):\(line): \(message())", to: &standardError)
        #endif
    }

    /// RxCocoa's `bindingError(_:)`, for `error` sent to a ``ControlProperty``: hands it to the
    /// scoped handler when there is one; otherwise stops the process with "Binding error: …" in a
    /// debug build, and in a release build prints that message (to standard error, as
    /// `rxFatalErrorInDebug(bindingError:_:file:line:)`) and goes on.
    static func bindingError(_ error: Swift.Error, file: StaticString = #file, line: UInt = #line) {
        if let scoped = scopedBindingErrorHandler {
            scoped.handler(error)
            return
        }
        let message = "Binding error: \(error)"
        #if DEBUG
            fatalError(message, file: file, line: line)
        #else
            var standardError = StandardError()
            print(message, to: &standardError)
        #endif
    }
}

extension Hooks {
    /// ``withSynchronizationAnomalyHandler(_:_:)`` for an asynchronous `body`: the anomalies
    /// detected on this task, and on the tasks it starts, while `body` runs.
    package static func withSynchronizationAnomalyHandler<Result>(
        _ handler: @escaping SynchronizationAnomalyHandler, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedAnomalyHandler.withValue(AnomalyHandlerBox(handler: handler), operation: body)
    }

    /// ``withBindingErrorHandler(_:body:)`` for an asynchronous `body`: the errors that reach a
    /// binding on this task, and on the tasks it starts, while `body` runs.
    package static func withBindingErrorHandler<Result>(
        _ handler: @escaping BindingErrorHandler, isolation: isolated (any Actor)? = #isolation,
        body: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedBindingErrorHandler.withValue(BindingErrorHandlerBox(handler: handler), operation: body)
    }
}
