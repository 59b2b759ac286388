import Features

extension Situation {
    /// Situation 18: a disappear and an appear while the same work is in flight.
    package static let viewHiddenMidWork = Situation(
        number: 18,
        title: "The view disappears and comes back with the same work in flight",
        asATeamMeetsIt: "Tabs and pushed screens the user leaves and comes back to while work is in flight",
        knownFrom: "view controllers that cancel their view model's work in viewDidDisappear",
        probes: InFlightProbes.probes(.disappearAndAppear)
    )
}
