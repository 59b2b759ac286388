import Foundation
import Patch
import Testing

struct FixPatchTests {
    static let original = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"

    static let patch = """
        Fix: say eight twice
        Row: 14, 5
        Side effect: longer
        Side effect: louder

        diff --git a/Sources/A.swift b/Sources/A.swift
        --- a/Sources/A.swift
        +++ b/Sources/A.swift
        @@ -7,3 +7,4 @@ struct A {
         line 7
         line 8
        +line 8 again
         line 9
        """

    @Test func readsTheHeaderAndTheDiff() throws {
        let fix = try FixPatch(name: "Twice", text: Self.patch)
        #expect(fix.fix == "say eight twice")
        #expect(fix.rows == [14, 5])
        #expect(fix.sideEffects == ["longer", "louder"])
        #expect(fix.description == "say eight twice; longer; louder")
        #expect(fix.isAnAttempt == false)
        #expect(fix.files.map(\.path) == ["Sources/A.swift"])
        #expect(fix.files[0].hunks.map(\.added) == [["line 8 again"]])
    }

    @Test func readsADiffAloneWithEachHunksLinesInOrder() throws {
        let diff = """
            --- a/A
            +++ b/A
            @@ -2,3 +2,3 @@
             two
            -three
            +drei
             four
            --- a/B
            +++ b/B
            @@ -1 +1 @@
            --- one
            +++ two

            """
        let files = try FilePatch.files(ofDiff: diff, fix: "Bare")
        #expect(files.map(\.path) == ["A", "B"])
        #expect(files.map { $0.hunks.map(\.start) } == [[2], [1]])
        #expect(files[0].hunks[0].lines == [.context("two"), .removed("three"), .added("drei"), .context("four")])
        #expect(files[0].hunks[0].before == ["two", "three", "four"])
        #expect(files[0].hunks[0].after == ["two", "drei", "four"])
        // Inside a hunk, lines that read like a file's header are the hunk's.
        #expect(files[1].hunks[0].lines == [.removed("-- one"), .added("++ two")])
    }

    @Test func appliesWhereTheLinesAreEvenWhenTheFileMoved() throws {
        let fix = try FixPatch(name: "Twice", text: Self.patch)
        let expected = Self.original.replacingOccurrences(of: "line 8\n", with: "line 8\nline 8 again\n")
        #expect(try fix.apply(toFileAt: "Sources/A.swift", Self.original) == expected)
        let moved = "new first line\n" + Self.original
        #expect(try fix.apply(toFileAt: "Sources/A.swift", moved) == "new first line\n" + expected)
    }

    @Test func aChangedContextLineFailsNamingTheFixTheFileAndTheHunk() throws {
        let fix = try FixPatch(name: "Twice", text: Self.patch)
        let changed = Self.original.replacingOccurrences(of: "line 9", with: "line nine")
        let error = #expect(throws: PatchError.self) { try fix.apply(toFileAt: "Sources/A.swift", changed) }
        #expect(
            error?.description
                == "fix Twice: Sources/A.swift: hunk 1 of 1 (@@ -7) no longer applies: the file no longer has its 3 "
                + "lines together; first expected line: \"line 7\". Re-make the patch against the file as it is now.")
    }

    @Test(arguments: [
        ("Fixes: x\n--- a/A\n+++ b/A\n", "fix Bad (Bad.patch:1) is not a header field"),
        ("Row: 1\n--- a/A\n+++ b/A\n@@ -1 +1 @@\n-a\n+b\n", "fix Bad (Bad.patch:1) has no \"Fix:\" line"),
        ("Fix: x\n", "fix Bad (Bad.patch:2) has no diff"),
        ("Fix: x\n--- a/A\n+++ b/A\n@@ -1,2 +1,2 @@\n-a\n+b\n", "fix Bad (Bad.patch:6) ends inside a hunk of A"),
        (
            "Fix: x\nAttempt: maybe\n--- a/A\n+++ b/A\n@@ -1 +1 @@\n-a\n+b\n",
            "fix Bad (Bad.patch:1) has \"Attempt: maybe\""
        ),
    ])
    func aMalformedPatchSaysWhere(text: String, message: String) {
        let error = #expect(throws: PatchError.self) { try FixPatch(name: "Bad", text: text) }
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "")")
    }
}
