import Features
import Lab
import Labs
import ReactiveTesting
import Synchronization
import Testing

/// Every variant of every lab (``Style/labs``) through its feature's spec, on the variant's screen:
/// a variant that fails its feature's spec is not a fix. Each variant declares the spec's checks
/// it fails (``StyleVariant/breaks``), which the pitfall matrix shows instead of a price; this test
/// keeps the declarations exact.
///
/// A check that never makes the variant's screen (the greeting's lazily loaded view, which no
/// variant makes) is not played. A variant of the library for a view with no error label fails
/// what the style's own such library fails (the error message): only what it fails beyond that is
/// its own.
@MainActor
@Suite(.tracksResources)
struct VariantsThroughSpecTests {
    @Test(arguments: LabVariant.all)
    func everyVariantPassesItsFeaturesSpecOrDeclaresWhatItBreaks(_ subject: LabVariant) async {
        let screen = subject.variant.screen
        var played = 0
        var broken: [String] = []
        for check in SpecCheck.all(screen.feature) {
            let outcome = await Self.play(check, screen, of: subject.style)
            guard outcome.played else { continue }
            played += 1
            guard !outcome.failures.isEmpty else { continue }
            if case .listOnlyLibrary = screen, let lab = subject.style.lab {
                let own = await Self.play(check, .listOnlyLibrary(lab.makeListOnlyLibrary), of: subject.style)
                if outcome.failures.isSubset(of: own.failures) { continue }
            }
            broken.append(check.name)
        }
        #expect(played > 0)
        #expect(broken == subject.variant.breaks)
    }

    /// Plays `check` on `screen` in `style`: whether it made the screen, and where the spec's
    /// expectations failed (`file:line`; `throws` for a run that threw).
    static func play(
        _ check: SpecCheck, _ screen: VariantScreen, of style: Style
    ) async -> (played: Bool, failures: Set<String>) {
        let failures = Failures()
        var made = 0
        await withKnownIssue(isIntermittent: true) {
            do {
                made = try await VariantBinding.with(screen, of: style) {
                    try await check.run(Style(VariantBinding.self))
                }
            } catch {
                failures.record("throws")
            }
        } matching: { issue in
            failures.record(issue.sourceLocation.map { "\($0.fileName):\($0.line)" } ?? "unknown")
            return true
        }
        return (made > 0, failures.all)
    }
}

/// A variant with its style, as the test's argument.
struct LabVariant: Sendable, CustomTestStringConvertible {
    let style: Style
    let variant: StyleVariant

    static var all: [LabVariant] {
        Style.labs.flatMap { lab in lab.variants.map { LabVariant(style: lab.style, variant: $0) } }
    }

    var testDescription: String { "\(style.id): \(variant.source.split(separator: "/").last ?? "")" }
}

/// Where a check's expectations failed, as the issues are recorded.
final class Failures: Sendable {
    private let recorded = Mutex(Set<String>())
    func record(_ place: String) { recorded.withLock { _ = $0.insert(place) } }
    var all: Set<String> { recorded.withLock { $0 } }
}

/// One check of a feature's spec (one of the spec's tests), named in words, played on a style.
struct SpecCheck: Sendable {
    let name: String
    let run: @MainActor @Sendable (Style) async throws -> Void

    init(_ name: String, _ run: @escaping @MainActor @Sendable (Style) async throws -> Void) {
        self.name = name
        self.run = run
    }

    /// The spec's test the check plays: its words in camel case ("a tap after the user leaves is
    /// refused" plays `aTapAfterTheUserLeavesIsRefused`).
    var test: String {
        name.replacing("'", with: "").split(separator: " ").enumerated().map { index, word in
            index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    /// Every check of `feature`'s spec, in the spec's order: each of its tests that takes a style,
    /// but those ``notChecks`` names (``SpecCheckCoverageTests`` keeps the two lists whole).
    static func all(_ feature: Feature) -> [SpecCheck] {
        switch feature {
        case .palette:
            [
                SpecCheck("starts red and says blue comes next") {
                    try await PaletteSpec().startsRedAndSaysBlueComesNext(style: $0)
                },
                SpecCheck("each tap moves to the next color and wraps round") {
                    try await PaletteSpec().eachTapMovesToTheNextColorAndWrapsRound(style: $0)
                },
                SpecCheck("a tap after the user leaves is refused") {
                    try await PaletteSpec().aTapAfterTheUserLeavesIsRefused(style: $0)
                },
            ]
        case .greeting:
            [
                SpecCheck("validating greets the trimmed name") {
                    try await GreetingSpec().validatingGreetsTheTrimmedName(style: $0)
                },
                SpecCheck("nothing is shown until the user validates") {
                    try await GreetingSpec().nothingIsShownUntilTheUserValidates(style: $0)
                },
                SpecCheck("a blank name is explained and every validation answers") {
                    try await GreetingSpec().aBlankNameIsExplainedAndEveryValidationAnswers(style: $0)
                },
                SpecCheck("the lazy view greets once its controls have appeared") {
                    try await GreetingSpec().theLazyViewGreetsOnceItsControlsHaveAppeared(style: $0)
                },
                SpecCheck("the lazy view validates an empty name before the name cell appears") {
                    try await GreetingSpec().theLazyViewValidatesAnEmptyNameBeforeTheNameCellAppears(style: $0)
                },
                SpecCheck("the lazy view hears a reused cell's fresh field") {
                    try await GreetingSpec().theLazyViewHearsAReusedCellsFreshField(style: $0)
                },
            ]
        case .search:
            [
                SpecCheck("typing is debounced then answered") {
                    try await SearchSpec().typingIsDebouncedThenAnswered(style: $0)
                },
                SpecCheck("a slow earlier answer is dropped") {
                    try await SearchSpec().aSlowEarlierAnswerIsDropped(style: $0)
                },
                SpecCheck("an empty query clears the results without calling the service") {
                    try await SearchSpec().anEmptyQueryClearsTheResultsWithoutCallingTheService(style: $0)
                },
                SpecCheck("a failure shows a message and searching goes on") {
                    try await SearchSpec().aFailureShowsAMessageAndSearchingGoesOn(style: $0)
                },
                SpecCheck("an unchanged query is not searched again") {
                    try await SearchSpec().anUnchangedQueryIsNotSearchedAgain(style: $0)
                },
                SpecCheck("selecting a row opens that track") {
                    try await SearchSpec().selectingARowOpensThatTrack(style: $0)
                },
            ]
        case .genres:
            [
                SpecCheck("loads when the view appears") { try await GenresSpec().loadsWhenTheViewAppears(style: $0) },
                SpecCheck("refresh loads again") { try await GenresSpec().refreshLoadsAgain(style: $0) },
                SpecCheck("a refresh during a load replaces it") {
                    try await GenresSpec().aRefreshDuringALoadReplacesIt(style: $0)
                },
                SpecCheck("selecting a genre shows its track count once") {
                    try await GenresSpec().selectingAGenreShowsItsTrackCountOnce(style: $0)
                },
                SpecCheck("a failed load shows a message until a refresh succeeds") {
                    try await GenresSpec().aFailedLoadShowsAMessageUntilARefreshSucceeds(style: $0)
                },
            ]
        case .library:
            [
                SpecCheck("shows the favorites and follows changes saved elsewhere") {
                    try await LibrarySpec().showsTheFavoritesAndFollowsChangesSavedElsewhere(style: $0)
                },
                SpecCheck("toggling a row saves it and the list follows") {
                    try await LibrarySpec().togglingARowSavesItAndTheListFollows(style: $0)
                },
                SpecCheck("a failed change shows a message until the next one succeeds") {
                    try await LibrarySpec().aFailedChangeShowsAMessageUntilTheNextOneSucceeds(style: $0)
                },
                SpecCheck("selecting a row opens the editor") {
                    try await LibrarySpec().selectingARowOpensTheEditor(style: $0)
                },
                SpecCheck("leaving cancels a change still in flight") {
                    try await LibrarySpec().leavingCancelsAChangeStillInFlight(style: $0)
                },
            ]
        case .editor:
            [
                SpecCheck("shows the track then the saved entry") {
                    try await EditorSpec().showsTheTrackThenTheSavedEntry(style: $0)
                },
                SpecCheck("save is enabled only when something changed and the input is valid") {
                    try await EditorSpec().saveIsEnabledOnlyWhenSomethingChangedAndTheInputIsValid(style: $0)
                },
                SpecCheck("edits before the entry has loaded are ignored") {
                    try await EditorSpec().editsBeforeTheEntryHasLoadedAreIgnored(style: $0)
                },
                SpecCheck("saving reports success once and closes") {
                    try await EditorSpec().savingReportsSuccessOnceAndCloses(style: $0)
                },
                SpecCheck("a failed save reports the error and the editor stays open") {
                    try await EditorSpec().aFailedSaveReportsTheErrorAndTheEditorStaysOpen(style: $0)
                },
                SpecCheck("saving an unchanged or invalid draft does nothing and cancel closes") {
                    try await EditorSpec().savingAnUnchangedOrInvalidDraftDoesNothingAndCancelCloses(style: $0)
                },
                SpecCheck("leaving cancels a save still in flight") {
                    try await EditorSpec().leavingCancelsASaveStillInFlight(style: $0)
                },
                SpecCheck("a save still in flight lands while the view is hidden") {
                    try await EditorSpec().aSaveStillInFlightLandsWhileTheViewIsHidden(style: $0)
                },
            ]
        }
    }

    /// The spec's tests that take a style but are no check of a variant's screen, each with why.
    static let notChecks: [String: String] = [
        "aRefreshBeforeTheViewAppearsIsRefused":
            "the scenario runner refuses the script's refresh before the view appears: no style's code is asked",
        "aRebuildWithASearchInFlight": expectsTheMainStyle,
        "aRebuildKeepsAChangeStillInFlight": expectsTheMainStyle,
        "aRebuildKeepsASaveStillInFlight": expectsTheMainStyle,
        "aOneShotMessageWithTwoViewsBound":
            "two views bound to one view model: a probe of its own (TwoViewsSpec), not a check of one screen",
    ]

    /// Why a rebuild's checks are not played on a variant.
    private static let expectsTheMainStyle =
        "its expectations branch on the main code's style (whether it keeps its work across a rebuild), "
        + "which a variant's fix may change by design"
}
