import Features
import ReactiveTesting
import Styles
import Testing

@testable import Pitfalls
@testable import Scenarios

/// Every cell of the pitfall matrix, played through the real styles: what each style does in
/// each situation, asserted. `docs/PITFALLS.md` prints the same probes.
@Suite(.tracksResources)
struct PitfallMatrixTests {
    @Test(
        "1. An input arrives before the outputs are bound",
        arguments: [
            Cell(.transform, "impossible by construction"), Cell(.subjects, "loses the input", pitfall: true),
            Cell(.protocols, "keeps the input"), Cell(.initOnly, "impossible by construction"),
            Cell(.mvb, "keeps the input"),
        ])
    func inputBeforeOutputs(_ cell: Cell) {
        expect(PaletteProbes.inputBeforeOutputs(cell.style.binding.makePalette), cell)
    }

    @Test(
        "2. A control appears later, and its cell is reused",
        arguments: [
            Cell(.transform, "needs a bridge (relays made before transform)"),
            Cell(.subjects, "binds each control as it appears"), Cell(.protocols, "binds each control as it appears"),
            Cell(.initOnly, "needs a bridge (relays made before init)"), Cell(.mvb, "binds each control as it appears"),
        ])
    func lateAndReusedControls(_ cell: Cell) {
        expect(GreetingProbes.lateAndReusedControls(cell.style.binding.makeLazyGreeting), cell)
    }

    @Test(
        "3. An output is not bound at all",
        arguments: [
            Cell(.transform, "saves the toggle"), Cell(.subjects, "saves the toggle"),
            Cell(.protocols, "saves the toggle"), Cell(.initOnly, "loses the toggle", pitfall: true),
            Cell(.mvb, "saves the toggle"),
        ])
    func outputNotBound(_ cell: Cell) throws {
        let verdict = try LibraryProbes.outputNotBound(template: catalog) {
            cell.style.binding.makeListOnlyLibrary(environment: $1).bind(to: $0)
        }
        expect(verdict, cell)
    }

    @Test(
        "4. A second view binds the same view model",
        arguments: [
            Cell(.transform, "one save, an observation per view"), Cell(.subjects, "one save, one observation"),
            Cell(.protocols, "one save, one observation"), Cell(.initOnly, "one save, an observation per view"),
            Cell(.mvb, "one save, one observation"),
        ])
    func outputBoundTwice(_ cell: Cell) throws {
        expect(
            try LibraryProbes.outputBoundTwice(template: catalog) { cell.style.binding.makeLibrary(environment: $0) },
            cell)
    }

    @Test(
        "5. The view is rebuilt and bound again to the same view model",
        arguments: [
            Cell(.transform, "resets the state", pitfall: true), Cell(.subjects, "resets the state", pitfall: true),
            Cell(.protocols, "keeps the state"), Cell(.initOnly, "resets the state", pitfall: true),
            Cell(.mvb, "keeps the state"),
        ])
    func viewRebuilt(_ cell: Cell) {
        expect(PaletteProbes.viewRebuilt(cell.style.binding.makePalette), cell)
    }

    @Test(
        "6. The owner goes away without disposing",
        arguments: Style.allCases.map { Cell($0, "freed") })
    func ownerGoesAway(_ cell: Cell) throws {
        expect(
            try LibraryProbes.ownerGoesAway(template: catalog) { cell.style.binding.makeLibrary(environment: $0) }, cell
        )
    }

    @Test(
        "7. The view feeds an output back into an input, synchronously",
        arguments: [
            Cell(.transform, "settles, in order"), Cell(.subjects, "settles, in order"),
            Cell(.protocols, "title out of step", pitfall: true), Cell(.initOnly, "settles, in order"),
            Cell(.mvb, "title out of step", pitfall: true),
        ])
    func reentrantFeedback(_ cell: Cell) {
        expect(PaletteProbes.reentrantFeedback(cell.style.binding.makePalette), cell)
    }

    // 8. Services answer on a background thread: the probe needs the real main thread, which the
    // test runner does not give its main actor on Linux, so `BinderyTests/PitfallsCommandTests`
    // plays it through the built `bindery` executable.

    @Test(
        "9. An input stream completes (its control goes away)",
        arguments: Style.allCases.map { Cell($0, "the other inputs keep working") })
    func inputCompletes(_ cell: Cell) throws {
        expect(
            try GenresProbes.inputCompletes(template: catalog) { cell.style.binding.makeGenres(environment: $0) }, cell)
    }

    @Test(
        "10. A unit test of one rule of the view model",
        arguments: [
            Cell(.transform, "10 lines: test scheduler, sharing mock, input stream, test observer"),
            Cell(.subjects, "9 lines: test scheduler, sharing mock, test observer"),
            Cell(.protocols, "9 lines: test scheduler, sharing mock, test observer"),
            Cell(.initOnly, "10 lines: test scheduler, sharing mock, input stream, test observer"),
            Cell(.mvb, "6 lines: the model alone"),
        ])
    func testSetUp(_ cell: Cell) throws {
        expect(try #require(OneRuleTestCost.of(cell.style)).verdict, cell)
    }
}
