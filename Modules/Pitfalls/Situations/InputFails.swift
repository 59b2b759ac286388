import Features

extension Situation {
    /// Situation 11: an input stream fails: does the screen keep working, and does the error reach
    /// a binding?
    package static let inputFails = Situation(
        number: 11,
        title: "An input stream fails: an error no rule anticipates reaches the view model",
        asATeamMeetsIt: "A control's stream that fails (an error no rule expects)",
        knownFrom: "RxSwift's grammar: an error ends a sequence, and a subject that receives one stays ended; "
            + "an error that reaches a Binder or bind(to:) a relay stops a debug build",
        probes: [
            SituationProbe(
                "genres",
                "the view appears (and loads); the refresh stream fails; the view disappears and appears again. Does it load again, or has the error ended the screen? Does the error reach a binding, where a debug build traps (counted through the core's scoped handler, in both builds)?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await GenresProbes.inputCompletes(template: template, failing: true, make)
            },
            SituationProbe(
                "library",
                "the selections stream fails; the user then toggles a favorite. Is it saved, and does the error reach a binding?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await LibraryProbes.inputCompletes(template: template, failing: true, make)
            },
        ]
    )
}
