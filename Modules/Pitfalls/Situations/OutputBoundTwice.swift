import Features

extension Situation {
    /// Situation 4: two views on one view model (a split view).
    package static let outputBoundTwice = Situation(
        number: 4,
        title: "A second view binds the same view model",
        asATeamMeetsIt: "Split views: two views on one view model",
        knownFrom: "RxSwift #1111, #1615 (share/replay)",
        probes: [
            SituationProbe(
                "genres",
                "a second view controller shows the same view model on a second view, both on screen (a split view; where each view controller makes its view model, the second shows the first one's outputs if the style can); the user refreshes in the first. How many loads, and is the second view shown them?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await GenresProbes.outputBoundTwice(template: template, make)
            },
            SituationProbe(
                "library",
                "a second view controller shows the same view model on a second view; the user toggles a favorite in the first. How many saves, and how many observations of the library?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await LibraryProbes.outputBoundTwice(template: template, make)
            },
            SituationProbe(
                "genres, message with two views",
                "two view controllers show one view model on two views, both on screen; the user selects a genre in the first. Is its one-shot message shown once there, and is the other view shown it too?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await GenresProbes.twoViewsMessage(template: template, make)
            },
        ]
    )
}
