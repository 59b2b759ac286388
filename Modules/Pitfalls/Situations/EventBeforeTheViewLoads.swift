import Features

extension Situation {
    /// Situation 1: a one-shot event the view model sends before its view has loaded, as a deep
    /// link does while the screen is built: is it shown once, as the view loads?
    package static let eventBeforeTheViewLoads = Situation(
        number: 1,
        title: "An event is sent before its view has loaded (a deep link while the screen is built)",
        asATeamMeetsIt:
            "Deep links, notifications and late answers that reach a view model while its view is being built",
        knownFrom: "ios-oss PR #612, ReactorKit #54; Signal versus Driver",
        rule: Situation.scoredByOutputKind,
        probes: [
            SituationProbe(
                "library",
                "the view loads, appears and lists the favorites, then is dismissed (its view controller released, the view model kept by the coordinator); a deep link asks the view model for the first favorite's editor, through the intent it offers besides its view; a new view controller over it loads and appears. Is the editor opened, once?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await LibraryProbes.eventBeforeTheViewLoads(
                    template: template, make, deepLink: makers.deepLink)
            }
        ]
    )
}
