import Features

/// Situation 15: what a minimal test of one rule needs in each style, from the test the style's
/// own test target has for it (`Tests/<Module>Tests/SearchRuleTests.swift`), which `swift test`
/// runs: its statements (not its lines: formatting is not length) and the test machinery it uses,
/// counted from its code at `make regenerate` (``SourceCounts``).
enum RuleTestProbes {
    /// What the test machinery is called in a test's code, and what the matrix calls it.
    static let machinery: [(token: String, name: String)] = [
        ("TestScheduler", "a test scheduler"),
        ("SharingScheduler.mock", "the Drivers' scheduler mocked"),
        ("createHotObservable", "recorded input streams"),
        ("scheduleAt(", "calls scheduled at virtual times"),
        (".start(created:", "the output recorded"),
        ("TestClock(", "a test clock (swift-clocks)"),
        ("withMainSerialExecutor", "a serial main executor (swift-concurrency-extras)"),
        (".stub", "the reactor's stub"),
        ("createObserver(", "a testable observer"),
        ("advanceTo(", "the scheduler advanced by hand"),
        ("currentState", "the reactor's current state read"),
    ]

    /// The search's rule (a query is searched once it has not changed for 300 ms), as `style`'s
    /// test target tests it.
    static func searchRule(_ style: Style) -> Verdict {
        let path = SourceCounts.ruleTest(of: style)
        guard let statements = SourceCounts.testStatements(of: path) else {
            return Verdict("no test of the rule", evidence: "\(path) was not counted: run `make regenerate`")
        }
        let uses = machinery.filter { SourceCounts.test(path, uses: $0.token) }.map(\.name)
        return Verdict(
            "\(statements) statements",
            evidence: "\(path): \(statements) statements; it needs " + uses.joined(separator: ", "))
    }
}
