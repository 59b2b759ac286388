import Features

extension Situation {
    /// Situation 9: an input stream completes: do the other inputs keep working?
    package static let inputCompletes = Situation(
        number: 9,
        title: "An input stream completes (its control goes away)",
        asATeamMeetsIt: "Controls that go away while the screen stays",
        knownFrom: "RxSwift's Binder and bind(to:) semantics",
        probes: [
            SituationProbe(
                "genres",
                "the view appears (and loads); the refresh stream completes (its control went away); the view disappears and appears again. Does it load again?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await GenresProbes.inputCompletes(template: template, make)
            },
            SituationProbe(
                "library",
                "the selections stream completes (the list went away); the user then toggles a favorite. Is it saved?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await LibraryProbes.inputCompletes(template: template, make)
            },
        ]
    )
}
