import Features

extension Situation {
    /// Situation 12: one-shot events across the view's lifecycle.
    package static let oneShotEvents = Situation(
        number: 12,
        title: "A one-shot event while no view is bound, and across a rebuilt view",
        asATeamMeetsIt: "Navigation and one-shot messages across binding",
        knownFrom: "ReactorKit's `@Pulse` (replayed to a new subscriber); Signal versus Driver",
        rule: Situation.scoredByOutputKind,
        probes: [
            SituationProbe(
                "library",
                "the view loads and appears, the user selects a row; the view disappears and appears again, the user selects again; then the view is rebuilt (a new view controller over the same view model). How many times is the editor opened, for each?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await LibraryProbes.oneShotEvents(template: template, make)
            },
            SituationProbe(
                "genres",
                "the same with the genres' message: they load as the view appears, the user selects a genre, again once the view has disappeared and appeared again, then the view is rebuilt. How many times is the message shown, for each?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await GenresProbes.oneShotEvents(template: template, make)
            },
        ]
    )
}
