import Features

extension Situation {
    /// Situation 12: a one-shot event a view has shown, and the view rebuilt over the same view
    /// model: is it shown again?
    package static let eventReplayedToARebuiltView = Situation(
        number: 12,
        title: "An event a view has shown is replayed to a rebuilt view",
        asATeamMeetsIt:
            "Navigation and one-shot messages on views that are rebuilt (state restoration, a tab that comes back)",
        knownFrom: "ReactorKit's `@Pulse` (replayed to a new subscriber), ReactorKit #255",
        rule: Situation.scoredByOutputKind,
        probes: [
            SituationProbe(
                "library",
                "the view loads and appears, the user selects a row; the view disappears and appears again, the user selects again; then the view is rebuilt (a new view controller over the same view model). Is the editor opened once for each selection, and not again for the rebuilt view?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await LibraryProbes.eventReplayedToARebuiltView(template: template, make)
            },
            SituationProbe(
                "genres",
                "the same with the genres' message: they load as the view appears, the user selects a genre, again once the view has disappeared and appeared again, then the view is rebuilt. Is the message shown once for each, and not again to the rebuilt view?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await GenresProbes.eventReplayedToARebuiltView(template: template, make)
            },
            SituationProbe(
                "greeting",
                "the user types Ada and validates; the view is rebuilt. Is the new view greeted again (the greeting is an event)?"
            ) { makers, _ in
                guard let make = makers.greeting else { return nil }
                return await GreetingProbes.eventReplayedToARebuiltView(make)
            },
        ]
    )
}
