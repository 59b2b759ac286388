import ArgumentParser
import Foundation
import SourceSyntax

/// Prices a fix as the pitfall matrix does (``PatchPrice``), and shows why: each statement its
/// patch adds or changes.
struct Price: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Price a fix: the statements its patch adds or changes in the files it changes.",
        discussion: """
            Run from the package's root. Prints each statement added or changed (`+ STATEMENT`, \
            tokens joined by spaces), then the count.
            """)

    @Argument(help: "The fix's patch (Modules/Lab/<Name>Lab/Fixes/<Fix>.patch).")
    var patch: String

    @Flag(help: "Price the patch undone: the statements the original files have that the patched ones do not.")
    var reversed = false

    func run() throws {
        let changed = try PatchPrice.changedStatements(ofPatchAt: patch, reversed: reversed) { path in
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else { throw ValidationError("cannot read \(path) as UTF-8 text") }
            return text
        }
        for statement in changed { print("+ \(statement)") }
        print("\(changed.count) statements")
    }
}
