import Features

/// A parsed scenario: how the services behave, and the user's intents at their virtual times.
package struct ScenarioScript: Hashable, Sendable {
    /// One intent at a virtual time, with where it was written.
    package struct Step: Hashable, Sendable {
        /// When it happens, in milliseconds of virtual time.
        package var time: Int
        /// What the user does.
        package var intent: Intent
        /// The script line it comes from.
        package var line: Int
    }

    /// The feature the script drives.
    package var feature: Feature
    /// Each service call's latency in milliseconds, in call order; the last repeats.
    package var latencies: [Int] = [0]
    /// The numbers (from 1) of the service calls that fail.
    package var failingCalls: Set<Int> = []
    /// The tracks in the user's favorites when the scenario starts, oldest first.
    package var favorites: [Int64] = []
    /// The intents, in time order.
    package var steps: [Step] = []

    package init(feature: Feature) {
        self.feature = feature
    }
}
