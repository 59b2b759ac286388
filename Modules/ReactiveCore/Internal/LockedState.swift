#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a mutex: ``withLock(_:)`` gives exclusive access to it.
///
/// It is built on `pthread_mutex_t` rather than `Synchronization.Mutex` because the thread
/// sanitizer intercepts pthread mutexes, while `Mutex`'s futex code lives in the uninstrumented
/// standard library, so every access it protects would be reported as a race. The value and the
/// mutex share one allocation.
///
/// `package`: the modules over the core that share state across threads (the services' async
/// bridge, the scripted services) use it rather than a lock and an `@unchecked Sendable` of their
/// own, so that the core, which does its own synchronization, is the one place that vouches for it.
package struct LockedState<Value>: @unchecked Sendable {
    private let buffer: LockedBuffer<Value>

    /// A mutex around `value`.
    package init(_ value: Value) {
        buffer = unsafeDowncast(
            LockedBuffer<Value>.create(minimumCapacity: 1) { _ in value }, to: LockedBuffer<Value>.self)
        buffer.withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_init(mutex, nil)
        }
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into this lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointers { value, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}

/// The storage of a ``LockedState``: the value as the header (which `ManagedBuffer` destroys
/// itself), the mutex as the single, trivial element.
private final class LockedBuffer<Value>: ManagedBuffer<Value, pthread_mutex_t> {
    deinit {
        withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_destroy(mutex)
        }
    }
}
