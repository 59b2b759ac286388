import Features

extension Situation {
    /// Situation 5: a new view over the same view model: which state it shows (the events a
    /// rebuilt view is shown again are situation 12's).
    package static let viewRebuilt = Situation(
        number: 5,
        title: "The view is rebuilt and bound again to the same view model",
        asATeamMeetsIt: "Views that are rebuilt and rebound (rotation, state restoration, SwiftUI hosting)",
        knownFrom: "ReactorKit #74",
        rule: Situation.scoredByOutputKind,
        probes: [
            SituationProbe(
                "palette",
                "two taps; the view disappears and a new view controller over the same view model shows a new view (a rebuild). Which color does it show?"
            ) { makers, _ in
                guard let make = makers.palette else { return nil }
                return await PaletteProbes.viewRebuilt(make)
            },
            SituationProbe(
                "editor",
                "the user rates the track 3; the view is rebuilt. Which draft does the new view show?"
            ) { makers, template in
                guard let make = makers.editor else { return nil }
                return try await EditorProbes.viewRebuilt(template: template, make)
            },
        ]
    )
}
