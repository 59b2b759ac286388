import ArgumentParser
import Foundation
import SourceSyntax

/// Prices a variant as the pitfall matrix does (``StatementDiff``), and shows why: the names it
/// renames back and each statement it adds or changes.
struct Price: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Price a variant: the statements it adds or changes against the files it replaces.",
        discussion: """
            Prints the names the variant declares renamed back (`rename VARIANT → ORIGINAL`), each \
            statement added or changed (`+ STATEMENT`, tokens joined by spaces), then the count.
            """)

    @Argument(help: "The variant's file.")
    var variant: String

    @Argument(help: "The files it stands in for.")
    var replaced: [String]

    func run() throws {
        func read(_ path: String) throws -> String {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else { throw ValidationError("cannot read \(path) as UTF-8 text") }
            return text
        }
        guard !replaced.isEmpty else { throw ValidationError("name the files the variant replaces") }
        let variant = try read(self.variant)
        let originals = try replaced.map(read)
        for (name, original) in StatementDiff.renames(of: variant, against: originals).sorted(by: { $0.key < $1.key }) {
            print("rename \(name) → \(original)")
        }
        let changed = StatementDiff.changedStatements(variant, against: originals)
        for statement in changed { print("+ \(statement)") }
        print("\(changed.count) statements")
    }
}
