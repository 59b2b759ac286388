#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scheduler that ``Driver`` and ``Signal`` deliver on: the main scheduler, or in tests a
/// scheduler set with ``mock(scheduler:action:)``.
///
/// The mock is scoped to the thread that calls `mock`, for the duration of its synchronous
/// `action`, so tests running in parallel can each mock their own scheduler. (A task-local value
/// would do the same, but pushing one from code that runs outside any task crashed release builds
/// with cross-module optimization.)
public enum SharingScheduler {
    /// Makes the scheduler used by the shared sequences created now.
    ///
    /// Unmocked, it makes a new ``MainScheduler`` each time, as RxCocoa does: each main
    /// scheduler runs work at once on the main thread only while it has nothing queued, so a
    /// shared instance would send every later sequence through the main queue once one had.
    public static var make: () -> SchedulerType {
        currentMock?.make ?? { MainScheduler() }
    }

    /// Whether a mock scheduler is in place on this thread.
    public static var isMocked: Bool { currentMock != nil }

    /// Runs `action` with shared sequences delivering on `scheduler` instead of the main scheduler.
    ///
    /// Shared sequences take the scheduler when they are created, so create the view model
    /// inside `action`. Mocks nest; the previous scheduler is in force again afterwards.
    ///
    /// ```swift
    /// SharingScheduler.mock(scheduler: testScheduler) {
    ///     let viewModel = SearchViewModel(...)
    ///     testScheduler.start()
    /// }
    /// ```
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences delivering on schedulers made by `makeScheduler`.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = pthread_getspecific(key)
        let mock = Unmanaged.passRetained(Mock(make: makeScheduler))
        pthread_setspecific(key, mock.toOpaque())
        defer {
            pthread_setspecific(key, previous)
            mock.release()
        }
        try action()
    }

    private static var currentMock: Mock? {
        pthread_getspecific(key).map { Unmanaged<Mock>.fromOpaque($0).takeUnretainedValue() }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// A mock in force on one thread.
    private final class Mock {
        let make: () -> SchedulerType

        init(make: @escaping () -> SchedulerType) {
            self.make = make
        }
    }
}
