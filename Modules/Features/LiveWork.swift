/// Work a style keeps alive beyond the reactive core's subscriptions, as its tools count it: the
/// async style's tasks and Observation registrations. The cost report shows them beside the
/// subscriptions, where the Rx styles have only those.
package struct LiveWork: Equatable, Sendable {
    /// Tasks alive (started, not yet ended).
    package var tasks: Int
    /// Observation registrations alive: observations of a model's state under way.
    package var observations: Int

    package init(tasks: Int, observations: Int) {
        self.tasks = tasks
        self.observations = observations
    }

    /// No work beyond subscriptions: every Rx style's.
    package static let none = LiveWork(tasks: 0, observations: 0)
}
