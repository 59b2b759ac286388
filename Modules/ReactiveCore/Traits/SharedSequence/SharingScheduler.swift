/// The scheduler that ``Driver`` and ``Signal`` deliver on: the main scheduler, or in tests a
/// scheduler set with ``mock(scheduler:action:)``.
public enum SharingScheduler {
    /// Makes the scheduler used by the shared sequences created now.
    nonisolated(unsafe) public private(set) static var make: () -> SchedulerType = { MainScheduler() }

    /// Whether a mock scheduler is in place.
    nonisolated(unsafe) public private(set) static var isMocked = false

    /// Runs `action` with shared sequences delivering on `scheduler` instead of the main scheduler.
    ///
    /// Shared sequences capture the scheduler when they are created, so create the view model
    /// inside `action`. Mocks nest; the previous scheduler is restored afterwards.
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
        let originalMake = make
        let originalMocked = isMocked
        make = makeScheduler
        isMocked = true
        defer {
            make = originalMake
            isMocked = originalMocked
        }
        try action()
    }
}
