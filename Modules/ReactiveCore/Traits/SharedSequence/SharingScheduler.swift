/// The scheduler that ``Driver`` and ``Signal`` deliver on: the main scheduler, or in tests a
/// scheduler set with ``mock(scheduler:action:)``.
///
/// The mock is scoped to the task that calls `mock` (a task-local value), so tests running in
/// parallel can each mock their own scheduler.
public enum SharingScheduler {
    /// Makes the scheduler used by the shared sequences created now.
    ///
    /// Unmocked, it makes a new ``MainScheduler`` each time, as RxCocoa does: each main
    /// scheduler runs work at once on the main thread only while it has nothing queued, so a
    /// shared instance would send every later sequence through the main queue once one had.
    public static var make: () -> SchedulerType {
        mockedMake ?? { MainScheduler() }
    }

    /// Whether a mock scheduler is in place for the current task.
    public static var isMocked: Bool { mockedMake != nil }

    @TaskLocal private static var mockedMake: (() -> SchedulerType)?

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
        try $mockedMake.withValue(makeScheduler) { try action() }
    }
}
