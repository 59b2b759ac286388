import Features

extension Situation {
    /// Situation 1: the user acts as soon as the view is there: is the input kept, and shown?
    package static let inputBeforeOutputs = Situation(
        number: 1,
        title: "An input arrives before the outputs are bound",
        asATeamMeetsIt:
            "Call sites that act before the view is bound (a delegate, a notification, a view controller that binds late)",
        knownFrom: "ios-oss PR #612, ReactorKit #54",
        rule: Situation.scoredByOutputKind,
        probes: [
            SituationProbe(
                "palette",
                "the view loads and appears (its view controller binds the intents and the outputs as it loads) and the user taps at once. Which color does the view end on?"
            ) { makers, _ in
                guard let make = makers.palette else { return nil }
                return await PaletteProbes.inputBeforeOutputs(make)
            },
            SituationProbe(
                "greeting",
                "the view loads and appears; the user types Ada and validates at once. Is Ada greeted, once (the greeting is an event)?"
            ) { makers, _ in
                guard let make = makers.greeting else { return nil }
                return await GreetingProbes.inputBeforeOutputs(make)
            },
            SituationProbe(
                "library",
                "the view loads and appears; the user toggles a favorite as soon as the list is there. Is it saved?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await LibraryProbes.inputBeforeOutputs(template: template, make)
            },
        ]
    )
}
