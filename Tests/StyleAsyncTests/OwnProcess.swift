import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite only in a process of its own (`make test-swift` and `make test-tsan` set
    /// `BINDERY_OWN_PROCESS`), as an app runs: in `swift test`'s shared process a scenario run turns
    /// on the main serial executor (test tooling) for good, and under it every task's jobs share
    /// the main actor with every other test's, so real threads and a real clock starve there.
    static var ownProcess: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment["BINDERY_OWN_PROCESS"] != nil,
            "runs in a process of its own: BINDERY_OWN_PROCESS=1 swift test --filter StyleAsyncTests (make test-swift)")
    }
}
