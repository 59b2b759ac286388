import Features
import Foundation

/// Situation 15: what a minimal test of one rule needs in each style, read from the test the
/// style's own test target has for it (`Tests/<Module>Tests/SearchRuleTests.swift`), which
/// `swift test` runs: its lines and the test machinery it uses, counted from its code.
enum RuleTestProbes {
    /// What the test machinery is called in a test's code, and what the matrix calls it.
    static let machinery: [(token: String, name: String)] = [
        ("TestScheduler(", "a test scheduler"),
        ("SharingScheduler.mock", "the Drivers' scheduler mocked"),
        ("createHotObservable", "recorded input streams"),
        ("scheduleAt(", "calls scheduled at virtual times"),
        (".start(created:", "the output recorded"),
        ("TestClock(", "a test clock (swift-clocks)"),
        ("withMainSerialExecutor", "a serial main executor (swift-concurrency-extras)"),
        (".stub", "the reactor's stub"),
    ]

    /// The search's rule (a query is searched once it has not changed for 300 ms), as `style`'s
    /// test target tests it.
    static func searchRule(_ style: Style) -> Verdict {
        let module = String(reflecting: style.binding).prefix { $0 != "." }
        let path = "Tests/\(module)Tests/SearchRuleTests.swift"
        guard let code = PitfallMatrix.codeLines(repositoryRoot.appendingPathComponent(path).path) else {
            return Verdict("no test of the rule", evidence: "\(path) cannot be read")
        }
        // The test function, from its attribute to its closing brace: not the suite around it.
        guard let start = code.firstIndex(where: { $0.hasPrefix("@Test") }) else {
            return Verdict("no test of the rule", evidence: "\(path) has no @Test")
        }
        let lines = code[start...].dropLast().count
        let uses = machinery.filter { token in code.contains { $0.contains(token.token) } }.map(\.name)
        return Verdict(
            "\(lines) lines", evidence: "\(path): \(lines) lines of code; it needs " + uses.joined(separator: ", "))
    }

    /// The repository the running code was built from.
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
