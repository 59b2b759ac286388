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
            "Services answer on background threads while the user keeps acting: does the user see it right?"
        case .testingARule: "Testing one rule: what a minimal test of the search's 300 ms wait needs"
        }
    }

    /// The features the situation is played on, in order, with what the probe does on each
    /// (``probes``, its one definition).
    package var plays: [(subject: String, probe: String)] {
        probes.map { ($0.subject, $0.description) }
    }

    /// The situation as a team meets it in its app, for the decision table in `docs/STYLES.md`.
    package var asATeamMeetsIt: String {
        switch self {
        case .inputBeforeOutputs:
            "Call sites that act before the view is bound (a delegate, a notification, a view controller that binds late)"
        case .lateAndReusedControls: "Screens built from cells that appear late and are reused"
        case .outputNotBound: "A view that binds only what it shows"
        case .outputBoundTwice: "Split views: two views on one view model"
        case .viewRebuilt: "Views that are rebuilt and rebound (rotation, SwiftUI hosting, a tab that comes back)"
        case .ownerGoesAway: "Screens dismissed without disposing their bindings"
        case .reentrantFeedback:
            "Views that react to their own outputs (a field that reformats itself, a control that cascades)"
        case .backgroundServices: "Services that answer off the main thread, views that take values with plain closures"
        case .inputCompletes: "Controls that go away while the screen stays"
        case .longSession: "Long sessions on one screen"
        case .inputFails: "A control's stream that fails (an error no rule expects)"
        case .oneShotEvents: "Navigation and one-shot messages across binding"
        case .viewModelOutlivesView: "View models a coordinator keeps while their view leaves mid-save"
        case .answersWhileActing: "Services that answer on their own queues while the user keeps acting"
        case .testingARule: "A test of one timed rule (the search's 300 ms wait)"
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
