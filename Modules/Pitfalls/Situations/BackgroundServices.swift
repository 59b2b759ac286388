import Features
import ReactiveCore

extension Situation {
    /// Situation 8: services answering off the main thread, with the view's binders or plain
    /// closures; avoided around the style by binding through main-scheduler binders.
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
                    template: template, binders: MainScheduler.instance, make)
            },
            SituationProbe(
                "genres, plain closures",
                "the same, with a view that takes each value where it arrives (a plain closure, or an observer over a subject). On which thread?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await GenresProbes.backgroundServices(
                    template: template, binders: CurrentThreadScheduler.instance, make)
            },
        ],
        fixAroundTheStyle: { _, cell, _ in
            let pitfalls = Set(cell.outcomes.filter(\.verdict.isPitfall).map(\.subject))
            let byBinders = cell.outcomes.first { $0.subject == "genres, main-scheduler binders" }
            guard pitfalls == ["genres, plain closures"], byBinders?.verdict.isPitfall == false else { return nil }
            return .avoidable(
                fix: "bind the view through main-scheduler Binders (the contract's default)", extraStatements: 0)
        }
    )
}
