import AllStyles
import Features
import ReactiveTesting
import Testing

@testable import Scenarios

/// The palette, the same scenarios for every style. Every scenario ends with zero live
/// resources; a view model kept alive by a retain cycle would keep its subjects and relays
/// alive, so this also checks that the view models are released.
@MainActor
@Suite(.tracksResources)
struct PaletteSpec {
    @Test(arguments: Style.allCases)
    func startsRedAndSaysBlueComesNext(style: Style) async throws {
        let run = try await play(.palette, style, "")
        #expect(run[PaletteOutput.backgroundColor] == [at(0, "red")])
        #expect(run[PaletteOutput.buttonTitle] == [at(0, quoted("Change to blue"))])
    }

    @Test(arguments: Style.allCases)
    func eachTapMovesToTheNextColorAndWrapsRound(style: Style) async throws {
        let run = try await play(.palette, style, "@100ms tap\n@200ms tap\n@300ms tap")
        #expect(
            run[PaletteOutput.backgroundColor] == [at(0, "red"), at(100, "blue"), at(200, "purple"), at(300, "red")])
        #expect(
            run[PaletteOutput.buttonTitle] == [
                at(0, quoted("Change to blue")), at(100, quoted("Change to purple")), at(200, quoted("Change to red")),
                at(300, quoted("Change to blue")),
            ])
    }

    /// Once the user has left, the view is off screen: a tap on it is refused, as no user can tap
    /// a view that is not shown.
    @Test(arguments: Style.allCases)
    func aTapAfterTheUserLeavesIsRefused(style: Style) async throws {
        await #expect(throws: ScenarioError.notOnScreen("tap")) {
            _ = try await play(.palette, style, "@100ms tap\n@200ms leave\n@300ms tap")
        }
    }
}
