import Features

extension Situation {
    /// Situation 3: a view that binds only part of the outputs.
    package static let outputNotBound = Situation(
        number: 3,
        title: "An output is not bound at all",
        asATeamMeetsIt: "A view that binds only what it shows",
        knownFrom: "CleanArchitectureRxSwift #16, #67",
        probes: [
            SituationProbe(
                "library",
                "the view controller binds the list and the intents but not the error message; the user toggles a favorite. Is it saved?"
            ) { makers, template in
                guard let make = makers.listOnlyLibrary else { return nil }
                return try await LibraryProbes.outputNotBound(template: template, make)
            }
        ]
    )
}
