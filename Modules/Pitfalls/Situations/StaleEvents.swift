import Features

extension Situation {
    /// Situation 16: one-shot events delivered stale: several sent while no view showed them, and
    /// a view shown long after. Is each shown, or only the latest?
    package static let staleEvents = Situation(
        number: 16,
        title: "Events pile up while no view is loaded, and a view appears long after",
        asATeamMeetsIt: "Screens kept off screen for long while deep links, pushes or answers keep coming",
        knownFrom:
            "ReactorKit #255; events kept as state the view clears (Apple's and Point-Free's navigation), where a queue of events delivers each",
        rule: Situation.scoredByOutputKind,
        probes: [
            SituationProbe(
                "library",
                "as in situation 1, the view is dismissed and the coordinator keeps the view model; three deep links ask it for the first favorite's editor, the second's, the first's again; a new view controller over it loads and appears ten minutes later. How many editors does it open?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await LibraryProbes.staleEvents(template: template, make, deepLink: makers.deepLink)
            }
        ]
    )
}
