import Features

extension Situation {
    /// Situation 6: the owner lets go without disposing: is the view model freed? Played on every
    /// feature.
    package static let ownerGoesAway = Situation(
        number: 6,
        title: "The owner goes away without disposing",
        asATeamMeetsIt: "Screens dismissed without disposing their bindings",
        knownFrom: "CleanArchitectureRxSwift #41, RxTodo #20",
        probes: Feature.allCases.map { feature in
            SituationProbe(
                feature.rawValue,
                "the user acts once; the view goes off screen and the owner (a coordinator holding the presentation and the view controller) is released without disposing anything. Is the view model freed?"
            ) { makers, template in
                try await LifetimeProbes.ownerGoesAway(feature, makers, template: template)
            }
        }
    )
}
