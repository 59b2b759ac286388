import AllStyles
import Features
import ReactiveTesting
import Testing

@MainActor
@Suite(.tracksResources)
struct GreetingSpec {
    @Test(arguments: Style.allCases)
    func validatingGreetsTheTrimmedName(style: Style) async throws {
        let run = try await play(
            .greeting, style,
            """
            @100ms name "  Ada "
            @150ms name "  Ada Lovelace "
            @200ms validate
            """)
        #expect(run[GreetingOutput.greeting] == [at(200, quoted("Hello, Ada Lovelace!"))])
    }

    @Test(arguments: Style.allCases)
    func nothingIsShownUntilTheUserValidates(style: Style) async throws {
        let run = try await play(.greeting, style, #"@100ms name "Ada""#)
        #expect(run[GreetingOutput.greeting].isEmpty)
    }

    @Test(arguments: Style.allCases)
    func aBlankNameIsExplainedAndEveryValidationAnswers(style: Style) async throws {
        let run = try await play(
            .greeting, style,
            """
            @100ms validate
            @150ms name "Bo"
            @200ms validate
            @210ms validate
            @250ms name "   "
            @300ms validate
            """)
        #expect(
            run[GreetingOutput.greeting] == [
                at(100, quoted("Enter a name.")), at(200, quoted("Hello, Bo!")), at(210, quoted("Hello, Bo!")),
                at(300, quoted("Enter a name.")),
            ])
    }

    @Test(arguments: Style.allCases)
    func theLazyViewGreetsOnceItsControlsHaveAppeared(style: Style) async throws {
        let run = try await play(
            .greeting, style,
            """
            @50ms  name-cell
            @100ms name "Ada"
            @120ms validate
            @150ms button-cell
            @200ms validate
            """)
        // The tap at 120 happens before the button's cell exists, so nothing answers it.
        #expect(run[GreetingOutput.greeting] == [at(200, quoted("Hello, Ada!"))])
    }

    @Test(arguments: Style.allCases)
    func theLazyViewValidatesAnEmptyNameBeforeTheNameCellAppears(style: Style) async throws {
        let run = try await play(
            .greeting, style,
            """
            @20ms  button-cell
            @50ms  validate
            @100ms name-cell
            @150ms name "Ada"
            @200ms validate
            """)
        #expect(run[GreetingOutput.greeting] == [at(50, quoted("Enter a name.")), at(200, quoted("Hello, Ada!"))])
    }

    @Test(arguments: Style.allCases)
    func theLazyViewHearsAReusedCellsFreshField(style: Style) async throws {
        let run = try await play(
            .greeting, style,
            """
            @10ms  button-cell
            @20ms  name-cell
            @30ms  name "Ada"
            @40ms  name-cell
            @50ms  validate
            @60ms  name "Grace"
            @70ms  validate
            """)
        // The reused cell's field starts empty.
        #expect(run[GreetingOutput.greeting] == [at(50, quoted("Enter a name.")), at(70, quoted("Hello, Grace!"))])
    }
}
