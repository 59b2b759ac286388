import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite only in a process of its own (`make test-swift` and `make test-tsan` set
    /// `BINDERY_OWN_PROCESS`): in `swift test`'s shared process a scenario run turns on the main
    /// serial executor (test tooling) for good, and the tasks these tests start on the global
    /// executor then wait for a main actor other suites keep busy (over 60 s under load).
    static var ownProcess: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment["BINDERY_OWN_PROCESS"] != nil,
            "runs in a process of its own: BINDERY_OWN_PROCESS=1 swift test --filter AsyncBridgeTests (make test-swift)"
        )
    }
}
