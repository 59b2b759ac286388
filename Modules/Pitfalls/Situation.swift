import Features

/// A situation in which the binding styles are known to part ways: one row of the pitfall matrix.
package enum Situation: Int, CaseIterable, Sendable {
    case inputBeforeOutputs = 1
    case lateAndReusedControls
    case outputNotBound
    case outputBoundTwice
    case viewRebuilt
    case ownerGoesAway
    case reentrantFeedback
    case backgroundServices
    case inputCompletes
    case longSession
    case inputFails
    case oneShotEvents
    case viewModelOutlivesView
    case answersWhileActing
    case testingARule

    /// The row's number, from 1.
    package var number: Int { rawValue }

    /// Whether the situation runs on real threads with the real main scheduler, which delivers to
    /// the main thread: only a process whose main actor runs on the main thread (the `bindery`
    /// command, not the test runner on Linux) can play it.
    package var needsTheMainThread: Bool {
        self == .backgroundServices || self == .answersWhileActing
    }

    /// Whether the situation reads a style's tests rather than playing its code: a style made up
    /// by a test has no test target to read.
    package var readsTheStylesTests: Bool { self == .testingARule }

    /// The situation, as the matrix names it.
    package var title: String {
        switch self {
        case .inputBeforeOutputs: "An input arrives before the outputs are bound"
        case .lateAndReusedControls: "A control appears later, and its cell is reused"
        case .outputNotBound: "An output is not bound at all"
        case .outputBoundTwice: "A second view binds the same view model"
        case .viewRebuilt: "The view is rebuilt and bound again to the same view model"
        case .ownerGoesAway: "The owner goes away without disposing"
        case .reentrantFeedback: "The view feeds an output back into an input, synchronously"
        case .backgroundServices: "Services answer on a background thread, nothing mocked"
        case .inputCompletes: "An input stream completes (its control goes away)"
        case .longSession: "A long session: ten thousand intents on one screen"
        case .inputFails: "An input stream fails: an error no rule anticipates reaches the view model"
        case .oneShotEvents: "A one-shot event while no view is bound, and across a rebuilt view"
        case .viewModelOutlivesView:
            "The view model outlives its view (a coordinator keeps it); the view leaves mid-save"
        case .answersWhileActing:
            "Services answer on background threads while the user keeps acting: where does the state change?"
        case .testingARule: "Testing one rule: what a minimal test of the search's 300 ms wait needs"
        }
    }

    /// The features the situation is played on, in order, with what the probe does on each.
    package var plays: [(subject: String, probe: String)] {
        switch self {
        case .inputBeforeOutputs:
            [
                (
                    "palette",
                    "the view's intents are connected and it taps once; then the outputs are bound. Which color does the view end on?"
                ),
                (
                    "greeting",
                    "the intents are connected, the user types Ada and validates; then the outputs are bound. Is Ada greeted?"
                ),
                (
                    "library",
                    "the intents are connected, the user toggles a favorite; 100 ms later the outputs are bound. Is it saved?"
                ),
            ]
        case .lateAndReusedControls:
            [
                (
                    "greeting",
                    "the lazily loaded greeting: the name cell appears, the user types, the cell is reused with a fresh field, the user types again, then the button cell appears and is tapped. Whose name is greeted?"
                )
            ]
        case .outputNotBound:
            [
                (
                    "library",
                    "the view controller binds the list and the intents but not the error message; the user toggles a favorite. Is it saved?"
                )
            ]
        case .outputBoundTwice:
            [
                (
                    "genres",
                    "a second view binds the same view model (a split view); the user refreshes in the first. How many loads, and is the second view shown them?"
                ),
                (
                    "library",
                    "a second view binds the same view model; the user toggles a favorite in the first. How many saves, and how many observations of the library?"
                ),
            ]
        case .viewRebuilt:
            [
                (
                    "palette",
                    "two taps; the view is unbound and a new view bound to the same view model. Which color does it show?"
                ),
                ("greeting", "the user types Ada and validates; the view is rebuilt. Is Ada still greeted?"),
                ("editor", "the user rates the track 3; the view is rebuilt. Which draft does the new view show?"),
            ]
        case .ownerGoesAway:
            Feature.allCases.map {
                (
                    $0.rawValue,
                    "the user acts once; the owner (screen and dispose bag) is released without calling dispose. Is the view model freed?"
                )
            }
        case .reentrantFeedback:
            [
                (
                    "palette",
                    "when the view is shown blue it taps again, from inside the binder; the user taps once. What does it show, in which order, and does the core flag the reentrancy (debug builds, as RxSwift's)?"
                )
            ]
        case .backgroundServices:
            [
                (
                    "genres, main-scheduler binders",
                    "the catalog answers on a background queue; Driver and Signal use the real main scheduler; the view's binders are the contract's default (main scheduler, as RxCocoa's). On which thread does the view get the genres?"
                ),
                (
                    "genres, plain closures",
                    "the same, with a view that takes each value where it arrives (a plain closure, or an observer over a subject). On which thread?"
                ),
            ]
        case .inputCompletes:
            [
                (
                    "genres",
                    "the appearance stream completes after the first appearance; the user then refreshes. Does the refresh load?"
                ),
                (
                    "library",
                    "the selections stream completes (the list went away); the user then toggles a favorite. Is it saved?"
                ),
            ]
        case .inputFails:
            [
                (
                    "genres",
                    "the appearance stream fails after the first appearance; the user then refreshes. Does the refresh load, or has the error ended the screen? Does the error reach a binding, where a debug build traps (counted through the core's scoped handler, in both builds)?"
                ),
                (
                    "library",
                    "the selections stream fails; the user then toggles a favorite. Is it saved, and does the error reach a binding?"
                ),
            ]
        case .oneShotEvents:
            [
                (
                    "library",
                    "with only the intents connected, the user selects a row; the outputs are bound; the user selects again; then the view is rebuilt. How many times is the editor opened, for each?"
                ),
                (
                    "genres",
                    "the same with the genres' message: they load as the view appears, the user selects a genre before the outputs are bound, again once they are bound and the view has appeared again, then the view is rebuilt. How many times is the message shown, for each?"
                ),
            ]
        case .viewModelOutlivesView:
            [
                (
                    "library",
                    "a coordinator keeps the view model; the user toggles a favorite and the view leaves before the answer; a new view binds. Is the toggle saved, and what does the new view list?"
                ),
                (
                    "editor",
                    "the same with the editor: the user rates 3 and saves, the view leaves before the answer, a new view binds. Is it saved?"
                ),
            ]
        case .answersWhileActing:
            [
                (
                    "library",
                    "real services answer on a background queue, Drivers and Signals on the real main scheduler; the list shows, the user toggles two favorites back to back. On which threads does the view model's state change?"
                ),
                ("editor", "the same with the editor: the saved entry loads, the user rates 3 and saves."),
                ("genres", "the same with the genres: they load as the view appears, the user refreshes."),
            ]
        case .testingARule:
            [
                (
                    "search",
                    "each style's test of the rule (typed \"b\" then \"bea\": only \"bea\" is searched, 300 ms later, and its results shown when they come), written as the style's article or community tests it, minimal, in the style's test target; `swift test` runs it. How many lines, and what does it need?"
                )
            ]
        case .longSession:
            [
                ("palette", "ten thousand taps on one bound screen. Do the live subscriptions grow with the taps?"),
                (
                    "library",
                    "two hundred toggles on one bound screen. Do the live subscriptions grow with the toggles?"
                ),
            ]
        }
    }

    /// Where the pitfall is known from.
    package var knownFrom: String {
        switch self {
        case .inputBeforeOutputs: "ios-oss PR #612, ReactorKit #54"
        case .lateAndReusedControls: "the subjects article; CleanArchitectureRxSwift #40; tailec/ios-architecture #5"
        case .outputNotBound: "CleanArchitectureRxSwift #16, #67"
        case .outputBoundTwice: "RxSwift #1111, #1615 (share/replay)"
        case .viewRebuilt: "ReactorKit #74"
        case .ownerGoesAway: "CleanArchitectureRxSwift #41, RxTodo #20"
        case .reentrantFeedback: "RxSwift #1312, ReactorKit PR #260"
        case .backgroundServices: "ReactorKit #149, #71"
        case .inputCompletes: "RxSwift's Binder and bind(to:) semantics"
        case .longSession: "view models that subscribe in an input method into a bag that lives as long as they do"
        case .inputFails:
            "RxSwift's grammar: an error ends a sequence, and a subject that receives one stays ended; "
                + "an error that reaches a Binder or bind(to:) a relay stops a debug build"
        case .oneShotEvents: "ReactorKit's `@Pulse` (replayed to a new subscriber); Signal versus Driver"
        case .viewModelOutlivesView:
            "coordinators that keep view models between screens; \"leaving cancels\" holding only when the view model goes with the view"
        case .answersWhileActing:
            "ReactorKit #149 (state reduced off the main thread); relays written from service callbacks"
        case .testingARule:
            "RxTest's TestScheduler and SharingScheduler.mock; ReactorKit's testing guide; swift-clocks' test clocks"
        }
    }
}
