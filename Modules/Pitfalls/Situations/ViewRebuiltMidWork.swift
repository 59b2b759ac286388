import Features

extension Situation {
    /// Situation 17: a rebuild while the user's save, toggle and search are in flight.
    package static let viewRebuiltMidWork = Situation(
        number: 17,
        title: "A view rebuilt over the same view model with a save, a toggle and a search in flight",
        asATeamMeetsIt:
            "Views that are rebuilt while the user's work is in flight (rotation, state restoration, SwiftUI hosting)",
        knownFrom: "ReactorKit #74; SwiftUI's `.task`, which cancels the task it started, not a save a button started",
        probes: InFlightProbes.probes(.rebuild)
    )
}
