#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Global hooks of the reactive core.
public enum Hooks {
    /// Called with an error that reached a subscription without an `onError` handler, or a
    /// binding; by default prints it to standard error in debug builds.
    nonisolated(unsafe) public static var defaultErrorHandler: (Swift.Error) -> Void = { error in
        #if DEBUG
            var standardError = StandardError()
            print("Unhandled error happened: \(error)", to: &standardError)
        #endif
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
