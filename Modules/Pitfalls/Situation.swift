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
    case testSetUp

    /// The row's number, 1 to 10.
    package var number: Int { rawValue }

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
        case .testSetUp: "A unit test of one rule of the view model"
        }
    }

    /// What the probe does and what it looks at.
    package var probe: String {
        switch self {
        case .inputBeforeOutputs:
            "Palette: the view taps once, then binds the outputs. Which color does it show first?"
        case .lateAndReusedControls:
            "Lazy greeting: the name cell appears, the user types, the cell is reused with a fresh field, "
                + "the user types again, then the button cell appears and is tapped. Whose name is greeted, "
                + "and does the style need a bridge?"
        case .outputNotBound:
            "Library: the view controller binds the list and the intents but not the error message; the user "
                + "toggles a favorite. Is it saved?"
        case .outputBoundTwice:
            "Library: a second view binds the same view model (a split view); the user toggles a favorite in "
                + "the first. How many saves, and how many observations of the library?"
        case .viewRebuilt:
            "Palette: two taps, the view is unbound and a new view is bound to the same view model. Which "
                + "color does the new view show?"
        case .ownerGoesAway:
            "Library: the owner (screen and dispose bag) is released without calling dispose. Is the view "
                + "model freed?"
        case .reentrantFeedback:
            "Palette: when the view is shown orange it taps again, from inside the binder; the user taps once. "
                + "What does it show, in which order?"
        case .backgroundServices:
            "Genres: the catalog answers on a background queue; Driver and Signal use the real main scheduler. "
                + "On which thread does the view get the genres?"
        case .inputCompletes:
            "Genres: the appearance stream completes after the first appearance; the user then refreshes. "
                + "Does the refresh load?"
        case .testSetUp:
            "Palette's rule \"a tap shows the next color\", tested on the view model alone, in "
                + "Tests/DivergenceTests/OneRuleTests.swift. What must the test set up?"
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
        case .testSetUp: "RxSwift #2040, #2335"
        }
    }
}
