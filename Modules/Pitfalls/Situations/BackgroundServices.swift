import Features

extension Situation {
    /// Situation 8: services answering off the main thread, with a view that takes values where
    /// they arrive (`ThreadWitnessGenresView`) and the same view with the contract's default
    /// binders, its fix in the view (`Fixes/MainBindersGenres.patch`).
    package static let backgroundServices = Situation(
        number: 8,
        title: "Services answer on a background thread, nothing mocked",
        asATeamMeetsIt: "Services that answer off the main thread, views that take values with plain closures",
        knownFrom: "ReactorKit #149, #71",
        needsTheMainThread: true,
        probes: [
            SituationProbe(
                "genres, main-scheduler binders",
                "the catalog answers on a background queue; Driver and Signal use the real main scheduler; the view's binders are the contract's default (main scheduler, as RxCocoa's). On which thread does the view get the genres?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await GenresProbes.backgroundServices(
                    template: template, view: MainBindersGenres.ThreadWitnessGenresView(), make)
            },
            SituationProbe(
                "genres, plain closures",
                "the same, with a view that takes each value where it arrives (a plain closure, or an observer over a subject). On which thread?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await GenresProbes.backgroundServices(
                    template: template, view: ThreadWitnessGenresView(), make)
            },
        ],
        // The first probe plays the view with the fix applied, in the same situation: its outcome
        // is the fix's.
        viewFix: ViewFix(MainBindersGenres.self) { _, cell, _ in
            let pitfalls = Set(cell.outcomes.filter(\.verdict.isPitfall).map(\.subject))
            let byBinders = cell.outcomes.first { $0.subject == "genres, main-scheduler binders" }
            return pitfalls == ["genres, plain closures"] && byBinders?.verdict.isPitfall == false
        }
    )
}
