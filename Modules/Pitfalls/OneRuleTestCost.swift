import Features
import Scenarios

/// What a unit test of one rule of the view model sets up, in one style: situation 10 of the
/// pitfall matrix.
///
/// Counted from `Tests/DivergenceTests/OneRuleTests.swift`, where each style's test checks the
/// palette's rule "a tap shows the next color"; `OneRuleCostTests` recounts that file and fails
/// when these figures are stale.
package struct OneRuleTestCost: Hashable, Sendable {
    /// Non-blank, non-comment lines of the test's body.
    package var lines: Int
    /// Test schedulers made.
    package var schedulers: Int
    /// Scripted input streams made (hot or cold observables).
    package var inputStreams: Int
    /// Test observers made.
    package var observers: Int
    /// Sharing-scheduler mocks (Drivers and Signals need one off the main thread).
    package var sharingMocks: Int

    package init(lines: Int, schedulers: Int, inputStreams: Int, observers: Int, sharingMocks: Int) {
        self.lines = lines
        self.schedulers = schedulers
        self.inputStreams = inputStreams
        self.observers = observers
        self.sharingMocks = sharingMocks
    }

    /// Each style's test, as counted, by the style's identifier.
    static let counted: [String: OneRuleTestCost] = [
        "transform": OneRuleTestCost(lines: 10, schedulers: 1, inputStreams: 1, observers: 1, sharingMocks: 1),
        "subjects": OneRuleTestCost(lines: 9, schedulers: 1, inputStreams: 0, observers: 1, sharingMocks: 1),
        "protocols": OneRuleTestCost(lines: 9, schedulers: 1, inputStreams: 0, observers: 1, sharingMocks: 1),
        "init-only": OneRuleTestCost(lines: 10, schedulers: 1, inputStreams: 1, observers: 1, sharingMocks: 1),
        "mvb": OneRuleTestCost(lines: 6, schedulers: 0, inputStreams: 0, observers: 0, sharingMocks: 0),
    ]

    /// `style`'s test, as counted, or `nil` when no one-rule test of the style was counted.
    package static func of(_ style: Style) -> OneRuleTestCost? { counted[style.id] }

    /// The matrix cell: the lines, and what the test needs besides the view model.
    package var verdict: Verdict {
        let needs = [
            (schedulers, "test scheduler"), (sharingMocks, "sharing mock"), (inputStreams, "input stream"),
            (observers, "test observer"),
        ]
        .filter { $0.0 > 0 }
        guard !needs.isEmpty else {
            return Verdict(
                "\(lines) lines: the model alone",
                evidence: "it calls the model's method and collects its plain observable into an array")
        }
        let summary = needs.map { $0.0 == 1 ? $0.1 : "\($0.0) \($0.1)s" }
        let evidence = needs.map { $0.0 == 1 ? "one \($0.1)" : "\($0.0) \($0.1)s" }
        return Verdict(
            "\(lines) lines: " + summary.joined(separator: ", "),
            evidence: "besides the view model it sets up " + evidence.joined(separator: ", "))
    }
}
