import AllStyles
import Features
import ReactiveTesting
import Testing

@testable import Pitfalls

/// The fixes in the view (situations 7 and 8): patches of the views the probes show
/// (`Modules/Pitfalls/Views`, the naive form a team writes), compiled by the LabFixes plugin into
/// a namespace of their own and played in the same situation, as a style lab's fixes are.
@MainActor
@Suite(.tracksResources)
struct ViewFixTests {
    @Test func eachFixInTheViewIsAPatchOfAProbesViewClaimingItsRow() {
        let fixes = Situation.allCases.compactMap { situation in
            situation.viewFix.map { (row: situation.number, patch: $0.patch) }
        }
        #expect(fixes.map(\.0) == [7, 8])
        #expect(
            fixes.map(\.1.path) == [
                "Modules/Pitfalls/Fixes/EnqueuedFeedbackPalette.patch",
                "Modules/Pitfalls/Fixes/MainBindersGenres.patch",
            ])
        #expect(
            fixes.map(\.1.changedFiles) == [
                ["Modules/Pitfalls/Views/FeedbackPaletteView.swift"],
                ["Modules/Pitfalls/Views/ThreadWitnessGenresView.swift"],
            ])
        for (row, patch) in fixes {
            #expect(patch.rows == [row])
            #expect(patch.sideEffects == [] && patch.breaks == [] && !patch.isAnAttempt)
        }
    }

    /// The view as a team writes it taps again from inside its binder; with the patch applied it
    /// enqueues the tap, and the same style settles in order, with nothing flagged.
    @Test func theFeedbackViewsPatchSettlesInOrder() async {
        let make = Style.transform.binding.makePalette
        #expect(await PaletteProbes.reentrantFeedback(make).summary == "settles, reentrancy flagged")
        let fixed = await PaletteProbes.reentrantFeedback(make, view: EnqueuedFeedbackPalette.FeedbackPaletteView.init)
        #expect(fixed.summary == "settles, in order")
        #expect(!fixed.isPitfall)
    }

    /// The cell's fix is the patch, priced by its statements (one changed: the tap, enqueued), its
    /// files the JSON's `files`, as a variant's are.
    @Test func situation7sCellGivesThePatchAsItsFix() async throws {
        let cell = try await PitfallMatrix.cell(.reentrantFeedback, .mvb, template: catalog)
        let fix = try #require(cell.featureFixes.first)
        #expect(cell.featureFixes.count == 1)
        #expect(fix.subject == "palette")
        #expect(fix.kind == "avoidable")
        #expect(fix.extraStatements == 1)
        #expect(fix.files?.path == "Modules/Pitfalls/Fixes/EnqueuedFeedbackPalette.patch")
        #expect(fix.files?.replaces == ["Modules/Pitfalls/Views/FeedbackPaletteView.swift"])
        #expect(
            fix.files?.patch.split(separator: "\n").filter { $0.hasPrefix("+ ") || $0.hasPrefix("- ") } == [
                "-            view.tap()", "+            view.mainQueue.async { view.tap() }",
            ])
    }
}
