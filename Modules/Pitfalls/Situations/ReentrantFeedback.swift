import Features

extension Situation {
    /// Situation 7: the view feeds an output back into an input from inside its binder; avoided
    /// in the view by feeding back through the main queue (`Fixes/EnqueuedFeedbackPalette.patch`).
    package static let reentrantFeedback = Situation(
        number: 7,
        title: "The view feeds an output back into an input, synchronously",
        asATeamMeetsIt:
            "Views that react to their own outputs (a field that reformats itself, a control that cascades)",
        knownFrom: "RxSwift #1312, ReactorKit PR #260",
        probes: [
            SituationProbe(
                "palette",
                "when the view is shown blue it taps again, from inside the binder; the user taps once. What does it show, in which order, and does the core flag the reentrancy (debug builds, as RxSwift's)?"
            ) { makers, _ in
                guard let make = makers.palette else { return nil }
                return await PaletteProbes.reentrantFeedback(
                    make, ownRelay: makers.swapped.contains(.harness(.reenteredProbeRelay)))
            }
        ],
        viewFix: ViewFix(EnqueuedFeedbackPalette.self) { makers, _, _ in
            guard let make = makers.palette else { return false }
            let fixed = await PaletteProbes.reentrantFeedback(
                make, view: EnqueuedFeedbackPalette.FeedbackPaletteView.init)
            return !fixed.isPitfall
        }
    )
}
