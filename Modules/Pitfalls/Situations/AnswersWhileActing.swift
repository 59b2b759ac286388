import Features

extension Situation {
    /// Situation 14: services answer on their own threads while the user keeps acting. Each probe
    /// forces one interleaving (an answer handled on the service's thread between two things the
    /// user does in one turn of the main thread) and plays it once; where the user saw something
    /// wrong on a style's main code, again with the shared remedy (every answer delivered on the
    /// main scheduler where the services are composed), shown apart in the evidence: the cell's own
    /// fix is the style's variant.
    package static let answersWhileActing = Situation(
        number: 14,
        title: "Services answer on background threads while the user keeps acting: does the user see it right?",
        asATeamMeetsIt: "Services that answer on their own queues while the user keeps acting",
        knownFrom: "ReactorKit #149 (state reduced off the main thread); relays written from service callbacks",
        needsTheMainThread: true,
        probes: [
            SituationProbe(
                "library",
                "real services, Drivers, Signals and binders on the real main scheduler, the favorites observed for it; each other answer is held and handed to the view model on a thread of its own at a chosen point: between two things the user does in one turn of the main thread, before any hop to the main thread has run (as a tap handled before the answer's hop). Same interleaving every run. The list shows; the user toggles the two favorites, the first toggle's answer handled in between. Do both land? A write off the main thread that only a hop to it reads is no pitfall; what the view model wrote off the main thread, watched through the core's debug-only creation hook (every subject and relay the screen makes, stored or local), a reactor's state stream and an async model's @Observable properties, is named in the evidence, and counted by place in the JSON."
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await BackgroundAnswerProbes.played(mainCode: makers.style != nil) { answers in
                    try await BackgroundAnswerProbes.library(
                        template: template, make, watch: makers.watchState, answers: answers)
                }
            },
            SituationProbe(
                "editor",
                "the editor: the saved entry loads and shows; the user rates 3 and saves, then edits the note, the save's answer handled in between. Is the rating saved, and does the save answer? Not watched: a plain stored var, such as the protocols editor's isSaving, written where the save answers."
            ) { makers, template in
                guard let make = makers.editor else { return nil }
                return try await BackgroundAnswerProbes.played(mainCode: makers.style != nil) { answers in
                    try await BackgroundAnswerProbes.editor(
                        template: template, make, watch: makers.watchState, answers: answers)
                }
            },
            SituationProbe(
                "genres",
                "the genres: they load as the view appears and show; the user refreshes, the catalog now has one genre more, first, and the user taps the first row shown, the refresh's answer handled in between. Does the message describe the genre tapped?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await BackgroundAnswerProbes.played(mainCode: makers.style != nil) { answers in
                    try await BackgroundAnswerProbes.genres(
                        template: template, make, watch: makers.watchState, answers: answers)
                }
            },
        ]
    )
}
