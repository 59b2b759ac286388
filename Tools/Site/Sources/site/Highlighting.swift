import Digest
import Foundation

/// Highlighted Swift, from swift-syntax's classification as `source-syntax highlight` prints it:
/// read from the committed `Tools/Site/highlights.tsv` (`make regenerate` writes it), or printed by
/// a built `source-syntax` when one is given.
struct Highlighting {
    /// The committed classification, relative to the root.
    static let committed = "Tools/Site/highlights.tsv"

    /// Each file's HTML (escaped text, classified runs in `<span class="…">`), by path.
    private let html: [String: String]

    /// Classifies `files` (relative to the root): in one run of `source-syntax highlight` when the
    /// repository names the command, otherwise from the committed classification, which must hold
    /// every file at its current content.
    init(files: [String], repository: Repository) throws {
        var html: [String: String] = [:]
        let unique = Array(Set(files)).sorted()
        guard !unique.isEmpty else {
            self.html = [:]
            return
        }
        let output: String
        if repository.sourceSyntax != nil {
            output = try repository.sourceSyntax(["highlight"] + unique)
        } else {
            output = try Highlighting.read(unique, repository: repository)
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let runs = parts.count > 1 ? parts[1].split(separator: " ").compactMap(Run.init) : []
            html[path] = Highlighting.render(try repository.text(path), runs: runs)
        }
        self.html = html
    }

    /// The committed runs of `files`, as `source-syntax highlight` prints them (`path<TAB>runs`);
    /// a file missing from the committed classification, or changed since, is an error.
    private static func read(_ files: [String], repository: Repository) throws -> String {
        var committed: [Substring: (hash: Substring, runs: Substring)] = [:]
        for line in try repository.text(Highlighting.committed).split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { throw SiteError.unexpected("\(Highlighting.committed): \(line.prefix(80))") }
            committed[parts[0]] = (parts[1], parts[2])
        }
        var lines: [String] = []
        var stale: [String] = []
        for path in files {
            guard let entry = committed[Substring(path)],
                entry.hash == Digest.of(try repository.text(path))
            else {
                stale.append(path)
                continue
            }
            lines.append("\(path)\t\(entry.runs)")
        }
        guard stale.isEmpty else { throw SiteError.staleHighlights(stale) }
        return lines.joined(separator: "\n")
    }

    /// The HTML of `path`, highlighted.
    func html(_ path: String) throws -> String {
        guard let html = html[path] else { throw SiteError.unexpected("\(path) was not highlighted") }
        return html
    }

    private struct Run {
        let offset: Int
        let length: Int
        let cssClass: String

        init?(_ text: Substring) {
            let fields = text.split(separator: ",")
            guard fields.count == 3, let offset = Int(fields[0]), let length = Int(fields[1]) else { return nil }
            self.offset = offset
            self.length = length
            self.cssClass = Highlighting.cssClasses[String(fields[2])] ?? "x"
        }
    }

    /// The style sheet's short class for each of the tool's token classes.
    static let cssClasses = [
        "keyword": "k", "type": "t", "string": "s", "number": "n", "comment": "c", "docComment": "d", "attribute": "a",
        "label": "l",
    ]

    private static func render(_ source: String, runs: [Run]) -> String {
        let bytes = Array(source.utf8)
        var out = ""
        var position = 0
        func text(_ range: Range<Int>) -> String { escape(String(decoding: bytes[range], as: UTF8.self)) }
        for run in runs where run.offset >= position && run.offset + run.length <= bytes.count {
            out += text(position..<run.offset)
            // A run that spans lines is closed and reopened at each line break, so that every
            // line stands alone (the pairwise diff compares lines).
            let body = text(run.offset..<(run.offset + run.length))
            out += body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "<span class=\"\(run.cssClass)\">\($0)</span>" }.joined(separator: "\n")
            position = run.offset + run.length
        }
        out += text(position..<bytes.count)
        return out
    }
}
