import Foundation

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
    nonisolated(unsafe) public static var recordCallStackOnError = false

    /// Called with an error that reached a subscription without an `onError` handler, or a
    /// binding; by default prints it (and the subscription's call stack, when recorded) to
    /// standard error in debug builds.
    nonisolated(unsafe) public static var defaultErrorHandler: DefaultErrorHandler = { subscriptionCallStack, error in
        #if DEBUG
            var standardError = StandardError()
            print("Unhandled error happened: \(error)", to: &standardError)
            if !subscriptionCallStack.isEmpty {
                print(
                    " subscription called from:\n\(subscriptionCallStack.joined(separator: "\n"))", to: &standardError)
            }
        #endif
    }

    /// Captures a subscription's call stack when ``recordCallStackOnError`` is on; by default
    /// `Thread.callStackSymbols`.
    nonisolated(unsafe) public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
        Thread.callStackSymbols
    }

    /// Reports `error` to ``defaultErrorHandler`` with `callStack`, the call stack captured when
    /// the subscription was made (empty unless ``recordCallStackOnError`` is on).
    static func reportUnhandled(_ error: Swift.Error, callStack: [String] = []) {
        defaultErrorHandler(callStack, error)
    }
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
