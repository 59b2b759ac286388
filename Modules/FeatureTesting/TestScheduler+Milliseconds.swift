import ReactiveTesting

extension TestScheduler {
    /// The virtual time of a feature test: a tick is a millisecond, and work scheduled for now runs
    /// now.
    ///
    /// The features time their rules and the fakes their answers in milliseconds (the search's
    /// 300 ms wait, a fake's 100 ms latency). On `TestScheduler(initialClock: 0)`, whose tick is a
    /// second, that wait is less than a tick. Where the code under test makes a `Driver` or a
    /// `Signal`, make it inside `SharingScheduler.mock(scheduler:)`: outside, it delivers on the
    /// main scheduler, which virtual time never runs, and records nothing. Neither mistake fails
    /// a test that expects nothing.
    ///
    /// ```swift
    /// let scheduler = TestScheduler.milliseconds()
    /// SharingScheduler.mock(scheduler: scheduler) {
    ///     let query = scheduler.createHotObservable([.next(100, "b"), .next(200, "bea")])
    ///     // …
    /// }
    /// ```
    ///
    /// - Returns: A scheduler at tick 0, a tick a millisecond, without RxTest's one-tick processing
    ///   delay.
    package static func milliseconds() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    }
}
