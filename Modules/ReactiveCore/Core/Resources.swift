import Synchronization

/// Counts the live resources of the reactive core: subscriptions, subjects, disposables and
/// scheduled work.
///
/// The counter is compiled in when `TRACE_RESOURCES` is defined (debug builds of this package,
/// which is what tests use) and compiles away in release builds. A test asserts that the count
/// returns to where it started, which catches subscriptions that are never disposed.
///
/// Counting is scoped per task: while a test runs inside
/// `Resources.withScope` (the ReactiveTesting trait `.tracksResources` does this for Swift
/// Testing), only the resources that test creates are counted, so tests running in parallel do not
/// see each other's. Outside a scope, resources are counted globally.
public enum Resources {
    /// The number of live resources in the current scope (or globally, outside any scope).
    public static var total: Int32 {
        (scope ?? global).count.load(ordering: .acquiring)
    }

    /// Runs `body` with a fresh counter and returns its result together with the number of
    /// resources still alive when it returned.
    ///
    /// - Parameter body: The work whose resources are counted.
    /// - Returns: The result of `body` and the live-resource count at its end.
    public static func withScope<Result>(_ body: () throws -> Result) rethrows -> (result: Result, live: Int32) {
        let counter = ResourceCounter()
        let result = try $scope.withValue(counter) { try body() }
        return (result, counter.count.load(ordering: .acquiring))
    }

    /// The async form of ``withScope(_:)``.
    public static func withAsyncScope<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> (result: Result, live: Int32) {
        let counter = ResourceCounter()
        let result = try await $scope.withValue(counter) { try await body() }
        return (result, counter.count.load(ordering: .acquiring))
    }

    /// Counts one more live resource in the current scope, for a resource type of your own;
    /// pair it with ``decrementTotal()``.
    ///
    /// - Returns: The new count.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        let counter = scope ?? global
        return counter.count.add(1, ordering: .relaxed).newValue
    }

    /// Counts one fewer live resource in the current scope.
    ///
    /// - Returns: The new count.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        let counter = scope ?? global
        return counter.count.subtract(1, ordering: .releasing).newValue
    }

    @TaskLocal static var scope: ResourceCounter?
    static let global = ResourceCounter()

    /// Counts one resource into the current scope and returns the counter to release it from.
    static func track() -> ResourceCounter {
        let counter = scope ?? global
        counter.count.add(1, ordering: .relaxed)
        return counter
    }
}

/// One live-resource count; resources remember the counter they were counted in.
final class ResourceCounter: Sendable {
    let count = Atomic<Int32>(0)

    func release() {
        count.subtract(1, ordering: .releasing)
    }
}

/// A token a tracked object keeps for its lifetime: counted in on creation, out on deinit.
///
/// Stored as a property (`let tracker = ResourceTracker()`), it makes any class count itself
/// without a `deinit` of its own. In release builds it is an empty struct and costs nothing.
///
/// It releases the counter it was counted in, which ``Resources/decrementTotal()`` cannot: that
/// looks the scope up when it is called, and an isolated `deinit` (SE-0371; a class in a module
/// whose default isolation is the main actor has one) runs with the task's task-local values
/// hidden, so a resource counted in a test's scope would be taken off the global count instead.
/// Types of this package that count themselves use a tracker for that reason.
package struct ResourceTracker: ~Copyable {
    #if TRACE_RESOURCES
        private let counter: ResourceCounter

        /// Counts one resource into the current scope.
        package init() { counter = Resources.track() }

        deinit { counter.release() }
    #else
        /// Counts nothing: resources are counted in debug builds only.
        package init() {}
    #endif
}
