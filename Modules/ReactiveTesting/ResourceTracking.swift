import ReactiveCore
import Testing

/// A Swift Testing trait that fails a test which leaves reactive resources alive.
///
/// Each test runs with its own live-resource counter (see `Resources`), so tests
/// that run in parallel do not disturb each other's counts. Apply it to a suite to cover every
/// test in it:
///
/// ```swift
/// @Suite(.tracksResources)
/// struct MapTests { … }
/// ```
///
/// Resources are counted only in debug builds, where `TRACE_RESOURCES` is defined.
public struct ResourceTrackingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test in a suite.
    public var isRecursive: Bool { true }

    /// Scopes test functions only, not the suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test with a fresh counter and records an issue if anything is left alive.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let (_, live) = try await Resources.withAsyncScope { try await function() }
        #expect(
            live == 0,
            "\(live) reactive resource(s) still alive after the test: a subscription was never disposed",
            sourceLocation: test.sourceLocation)
    }
}

extension Trait where Self == ResourceTrackingTrait {
    /// Fails the test if it leaves reactive resources alive.
    public static var tracksResources: Self { ResourceTrackingTrait() }
}
