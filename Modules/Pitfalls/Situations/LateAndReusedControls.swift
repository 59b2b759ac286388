import Features

extension Situation {
    /// Situation 2: a control that appears later, in a cell that is reused.
    package static let lateAndReusedControls = Situation(
        number: 2,
        title: "A control appears later, and its cell is reused",
        asATeamMeetsIt: "Screens built from cells that appear late and are reused",
        knownFrom: "the subjects article; CleanArchitectureRxSwift #40; tailec/ios-architecture #5",
        probes: [
            SituationProbe(
                "greeting",
                "the lazily loaded greeting: the name cell appears, the user types, the cell is reused with a fresh field, the user types again, then the button cell appears and is tapped. Whose name is greeted?"
            ) { makers, _ in
                guard let make = makers.lazyGreeting else { return nil }
                return await GreetingProbes.lateAndReusedControls(make)
            }
        ]
    )
}
