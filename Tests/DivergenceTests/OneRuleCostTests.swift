import Features
import Foundation
import Styles
import Testing

@testable import Pitfalls
@testable import Scenarios

/// Recounts what each one-rule test sets up, from the source of `OneRuleTests.swift`, so the
/// figures situation 10 prints cannot go stale.
struct OneRuleCostTests {
    static let source: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "OneRuleTests.swift")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }()

    /// The styles whose one-rule test is counted (a style added since shows "not counted yet").
    @Test(arguments: Style.allCases.filter { OneRuleTestCost.of($0) != nil })
    func theMatrixPrintsWhatTheTestSetsUp(style: Style) throws {
        let body = try #require(Self.body(ofTest: Self.testName(style)), "no test \(Self.testName(style))")
        let lines = body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
        func count(_ needles: String...) -> Int {
            needles.reduce(0) { $0 + body.components(separatedBy: $1).count - 1 }
        }
        let counted = OneRuleTestCost(
            lines: lines.count, schedulers: count("TestScheduler("),
            inputStreams: count("createHotObservable", "createColdObservable"), observers: count("createObserver"),
            sharingMocks: count("SharingScheduler.mock"))
        #expect(counted == OneRuleTestCost.of(style), "update OneRuleTestCost.of(.\(style)) to \(counted)")
    }

    /// The test's name: the style's identifier in lower camel case, then `Style`
    /// (`init-only` → `initOnlyStyle`).
    static func testName(_ style: Style) -> String {
        let words = style.id.split(separator: "-")
        return words.first.map(String.init)! + words.dropFirst().map(\.capitalized).joined() + "Style"
    }

    /// The text between the braces of `@Test func name()`.
    static func body(ofTest name: String) -> String? {
        guard let start = source.range(of: "@Test func \(name)()"),
            let open = source[start.upperBound...].firstIndex(of: "{")
        else { return nil }
        var depth = 0
        for index in source[open...].indices {
            switch source[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return String(source[source.index(after: open)..<index]) }
            default: break
            }
        }
        return nil
    }
}
