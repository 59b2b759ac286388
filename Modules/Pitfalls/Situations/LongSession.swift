import Features

extension Situation {
    /// Situation 10: many intents on one screen: do the live subscriptions grow?
    package static let longSession = Situation(
        number: 10,
        title: "A long session: ten thousand intents on one screen",
        asATeamMeetsIt: "Long sessions on one screen",
        knownFrom: "view models that subscribe in an input method into a bag that lives as long as they do",
        probes: [
            SituationProbe(
                "palette",
                "ten thousand taps on one screen. Do the live subscriptions grow with the taps?"
            ) { makers, _ in
                guard let make = makers.palette else { return nil }
                return await LongSessionProbes.palette(make)
            },
            SituationProbe(
                "library",
                "two hundred toggles on one screen. Do the live subscriptions grow with the toggles?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await LongSessionProbes.library(template: template, make)
            },
        ]
    )
}
