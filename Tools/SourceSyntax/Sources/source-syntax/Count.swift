import ArgumentParser
import Digest
import Foundation
import SourceSyntax

/// Counts code lines and statements with ``LineCounter`` and ``StatementCounter``: per file, as a
/// table, or the counts a list of requests asks for, as the Swift file the pitfall matrix embeds.
struct Count: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Count code lines and statements.",
        discussion: """
            With files: a header line, then one tab-separated row per file (path, code lines, \
            statements, types, stored properties, methods, then what the cost report counts beyond \
            them: bridges, style extension, @MainActor, other global actors, Sendable, \
            @unchecked Sendable, nonisolated, nonisolated(unsafe), Driver/Signal conversions; last \
            the digest).

            With --requests: answers each request (a tab-separated line: `lines PATH`, \
            `price PATCH` for the statements a fix's patch adds or changes, \
            `test PATH TOKEN…` for the code lines of PATH's first @Test function and which TOKENs \
            its code uses) and writes the answers as Swift to --swift, or checks that file with \
            --check.
            """)

    @Option(help: "The directory paths are relative to.")
    var root: String = "."

    @Option(help: "A file of requests (`bindery pitfalls --count-requests` prints the matrix's).")
    var requests: String?

    @Option(help: "Where the answers to --requests go, as a Swift file.")
    var swift: String?

    @Flag(help: "Exit 1 when --swift's file differs from the answers, instead of writing it.")
    var check = false

    @Argument(help: "Files to count, relative to --root.")
    var files: [String] = []

    /// The table's columns, named.
    static let header = [
        "# path", "lines", "statements", "types", "properties", "methods", "bridges", "style extension",
        "@MainActor", "other global actors", "Sendable", "@unchecked Sendable", "nonisolated",
        "nonisolated(unsafe)", "conversions",
        "digest",
    ]

    func run() throws {
        let root = URL(fileURLWithPath: root)
        func read(_ path: String) throws -> String {
            do {
                return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            } catch {
                throw ValidationError("cannot read \(path): \(error.localizedDescription)")
            }
        }
        if !files.isEmpty { print(Self.header.joined(separator: "\t")) }
        for path in files {
            let text = try read(path)
            let counts = StatementCounter(source: text)
            let figures =
                [
                    LineCounter.codeLines(of: text).count, counts.statements, counts.types, counts.properties,
                    counts.methods,
                ] + CostCounter(source: text).columns
            print(([path] + figures.map(String.init) + [Digest.of(text)]).joined(separator: "\t"))
        }
        guard let requests else { return }
        guard let swift else { throw ValidationError("--requests needs --swift, the file the answers go to") }
        let answers = try Requests.answer(try read(requests), reading: read)
        let url = root.appendingPathComponent(swift)
        if check {
            let current = try? String(contentsOf: url, encoding: .utf8)
            guard current == answers else {
                FileHandle.standardError.write(Data("source-syntax: \(swift) is stale; run `make regenerate`\n".utf8))
                throw ExitCode(1)
            }
        } else {
            try answers.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
