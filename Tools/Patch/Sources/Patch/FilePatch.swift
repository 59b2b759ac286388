/// One file's part of a ``FixPatch``: its path and its hunks.
public struct FilePatch: Sendable {
    /// The file's path, relative to the package's root (the diff's `+++ b/…`, without `b/`).
    public let path: String
    /// The file's hunks, in order.
    public let hunks: [Hunk]

    /// One hunk: its lines in the diff's order, each kept, removed or added; the lines it expects
    /// (context and removed) and the lines it leaves (context and added) follow from them.
    public struct Hunk: Sendable {
        /// Where the hunk's lines start in the original, counted from 1 (`@@ -START`).
        public let start: Int
        /// The hunk's lines, in order, without their marks.
        public let lines: [Line]

        /// A line of a hunk: kept (` `), removed (`-`) or added (`+`).
        public enum Line: Sendable, Equatable {
            case context(String)
            case removed(String)
            case added(String)
        }

        /// The lines the original must have there, in order.
        public var before: [String] {
            lines.compactMap {
                switch $0 {
                case .context(let text), .removed(let text): text
                case .added: nil
                }
            }
        }

        /// The lines that replace them.
        public var after: [String] {
            lines.compactMap {
                switch $0 {
                case .context(let text), .added(let text): text
                case .removed: nil
                }
            }
        }

        /// The lines the hunk adds (`+`), without their mark.
        public var added: [String] {
            lines.compactMap {
                if case .added(let text) = $0 { text } else { nil }
            }
        }
    }

    /// The files of `diff`, a unified diff as `git diff` prints it (a ``FixPatch``'s
    /// ``FixPatch/diff``), of the fix named `fix`.
    ///
    /// - Throws: ``PatchError`` naming the fix and the line when the diff is not well formed.
    public static func files(ofDiff diff: String, fix: String) throws -> [FilePatch] {
        try parse(ArraySlice(diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)), fix: fix)
    }

    /// The files of the diff `lines`, of the fix named `fix`.
    static func parse(_ lines: ArraySlice<String>, fix: String) throws -> [FilePatch] {
        var files: [FilePatch] = []
        var path: String?
        var hunks: [Hunk] = []
        var index = lines.startIndex
        func finish() {
            if let path { files.append(FilePatch(path: path, hunks: hunks)) }
            path = nil
            hunks = []
        }
        while index < lines.endIndex {
            let line = lines[index]
            if line.hasPrefix("diff --git ") || line.hasPrefix("index ") || line.hasPrefix("--- ") {
                index += 1
            } else if line.hasPrefix("+++ ") {
                finish()
                let name = line.dropFirst(4).split(separator: "\t").first.map(String.init) ?? ""
                guard name.hasPrefix("b/") else {
                    throw PatchError(fix: fix, line: index + 1, "names a file without \"b/\": \(line)")
                }
                path = String(name.dropFirst(2))
                index += 1
            } else if line.hasPrefix("@@ ") {
                guard let path else { throw PatchError(fix: fix, line: index + 1, "has a hunk before \"+++ b/FILE\"") }
                let (hunk, next) = try Hunk.parse(lines, at: index, fix: fix, file: path)
                hunks.append(hunk)
                index = next
            } else if line.isEmpty, index == lines.endIndex - 1 {
                index += 1
            } else {
                throw PatchError(fix: fix, line: index + 1, "has a line outside any hunk: \(line)")
            }
        }
        finish()
        guard !files.isEmpty else { throw PatchError(fix: fix, line: lines.startIndex + 1, "changes no file") }
        return files
    }

    /// `original` with the hunks applied. Each hunk's lines are looked for at the line it names
    /// and, when the file moved since, at the nearest place after the previous hunk where all of
    /// them are found; no line is ever matched loosely.
    func apply(to original: String, fix: String) throws -> String {
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var offset = 0
        var searchFrom = 0
        for (number, hunk) in hunks.enumerated() {
            let (before, after) = (hunk.before, hunk.after)
            let expected = max(0, hunk.start - 1 + offset)
            func matches(at start: Int) -> Bool {
                start >= 0 && start + before.count <= lines.count
                    && Array(lines[start..<(start + before.count)]) == before
            }
            let candidates = (searchFrom...max(searchFrom, lines.count)).filter(matches)
            guard let start = candidates.min(by: { abs($0 - expected) < abs($1 - expected) }) else {
                throw PatchError(
                    fix: fix, file: path,
                    "hunk \(number + 1) of \(hunks.count) (@@ -\(hunk.start)) no longer applies: the file no longer has "
                        + "its \(before.count) lines together; first expected line: "
                        + "\"\(before.first ?? "")\". Re-make the patch against the file as it is now.")
            }
            lines.replaceSubrange(start..<(start + before.count), with: after)
            offset += after.count - before.count
            searchFrom = start + after.count
        }
        return lines.joined(separator: "\n")
    }
}

extension FilePatch.Hunk {
    /// The hunk whose `@@` line is at `index`, and the index after its last line.
    static func parse(_ lines: ArraySlice<String>, at index: Int, fix: String, file: String) throws -> (Self, Int) {
        let header = lines[index]
        let ranges = header.split(separator: " ")
        guard ranges.count >= 3, ranges[1].hasPrefix("-"), ranges[2].hasPrefix("+"),
            let start = Int(ranges[1].dropFirst().split(separator: ",")[0])
        else { throw PatchError(fix: fix, line: index + 1, "has a malformed hunk header: \(header)") }
        func count(_ range: Substring) -> Int {
            let parts = range.dropFirst().split(separator: ",")
            return parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        }
        var (remainingBefore, remainingAfter) = (count(ranges[1]), count(ranges[2]))
        var hunkLines: [Line] = []
        var next = index + 1
        while remainingBefore > 0 || remainingAfter > 0 {
            // A file's last line break leaves an empty line after the last hunk: not a context line.
            guard next < lines.endIndex, next < lines.endIndex - 1 || !lines[next].isEmpty else {
                throw PatchError(fix: fix, line: next, "ends inside a hunk of \(file): \(header)")
            }
            let line = lines[next]
            let text = String(line.dropFirst())
            switch line.first {
            case " ", nil:
                hunkLines.append(.context(text))
                remainingBefore -= 1
                remainingAfter -= 1
            case "-":
                hunkLines.append(.removed(text))
                remainingBefore -= 1
            case "+":
                hunkLines.append(.added(text))
                remainingAfter -= 1
            case "\\":
                break  // "\ No newline at end of file"
            default:
                throw PatchError(
                    fix: fix, line: next + 1, "has a line in a hunk of \(file) that is not \" \", \"-\" or \"+\"")
            }
            next += 1
        }
        guard remainingBefore == 0, remainingAfter == 0 else {
            throw PatchError(
                fix: fix, line: index + 1, "has a hunk whose line counts do not match its lines: \(header)")
        }
        return (Self(start: start, lines: hunkLines), next)
    }
}
