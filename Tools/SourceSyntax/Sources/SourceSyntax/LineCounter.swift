import Foundation
import SwiftParser
import SwiftSyntax

/// What a line of code is, for every count the project quotes (the cost report, the pitfall
/// matrix's prices, the web reference): a line that holds a token of the program, other than an
/// import declaration's. Blank lines, comments (`//`, `///`, `/* … */`, on lines of their own) and
/// imports (`import`, `@testable import`) are not code; a line of a multi-line string is.
public enum LineCounter {
    /// The code lines of `source`, each trimmed of the spaces around it, in order.
    public static func codeLines(of source: String) -> [String] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return codeLineNumbers(of: tree, converter: converter).map {
            lines[$0 - 1].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The code lines of the first function of `source` marked `@Test`, from its attributes to its
    /// closing brace, or `nil` when it has none.
    public static func firstTestLines(of source: String) -> [String]? {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = TestFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let test = finder.found else { return nil }
        let first = converter.location(for: test.positionAfterSkippingLeadingTrivia).line
        let last = converter.location(for: test.endPositionBeforeTrailingTrivia).line
        let all = codeLineNumbers(of: tree, converter: converter)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return all.filter { (first...last).contains($0) }.map { lines[$0 - 1].trimmingCharacters(in: .whitespaces) }
    }

    /// The numbers (from 1) of the lines of `tree` that hold code.
    static func codeLineNumbers(of tree: SourceFileSyntax, converter: SourceLocationConverter) -> [Int] {
        var numbers = Set<Int>()
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
            if token.ancestorOrSelf(mapping: { $0.as(ImportDeclSyntax.self) }) != nil { continue }
            let start = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            let end = converter.location(for: token.endPositionBeforeTrailingTrivia).line
            numbers.formUnion(start...max(start, end))
        }
        return numbers.sorted()
    }

    /// The lines `added` has that none of `original` has, as a diff counts additions: each of
    /// `original`'s lines matches one of `added`'s at most once.
    public static func addedLines(_ added: [String], against original: [String]) -> Int {
        var available: [String: Int] = [:]
        for line in original { available[line, default: 0] += 1 }
        return added.filter { line in
            guard let count = available[line], count > 0 else { return true }
            available[line] = count - 1
            return false
        }.count
    }
}

/// Finds the first function with a `@Test` attribute.
private final class TestFinder: SyntaxVisitor {
    var found: FunctionDeclSyntax?

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let isTest = node.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
        }
        if isTest { found = node }
        return .skipChildren
    }
}
