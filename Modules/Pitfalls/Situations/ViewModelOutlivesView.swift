import Features

extension Situation {
    /// Situation 13: a coordinator keeps the view model while its view leaves mid-save.
    package static let viewModelOutlivesView = Situation(
        number: 13,
        title: "The view model outlives its view (a coordinator keeps it); the view leaves mid-save",
        asATeamMeetsIt: "View models a coordinator keeps while their view leaves mid-save",
        knownFrom:
            "coordinators that keep view models between screens; \"leaving cancels\" holding only when the view model goes with the view",
        probes: [
            SituationProbe(
                "library",
                "a coordinator keeps the view model; the user toggles a favorite and the view leaves (it disappears, its view controller is released) before the answer; a new view controller shows a new view. Is the toggle saved, and what does the new view list?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await OutlivingProbes.library(template: template, make)
            },
            SituationProbe(
                "editor",
                "the same with the editor: the user rates 3 and saves, the view leaves before the answer, a new view controller shows a new view. Is it saved?"
            ) { makers, template in
                guard let make = makers.editor else { return nil }
                return try await OutlivingProbes.editor(template: template, make)
            },
        ]
    )
}
