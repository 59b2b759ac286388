import Foundation
import Patch

/// A fix of the pitfall matrix shown as the diff a team would apply, with its price and what it
/// trades: the fix's patch (the JSON's `fixes[].files.patch`, the diff the price counts and the
/// lab compiles), its context and removed lines highlighted from the main code's files it changes
/// (`replaces`), its added lines as written.
struct FixDiff {
    /// The situation, the style and the feature the fix is for.
    let situation: Int
    let style: String
    let feature: String
    /// `avoidable` or `traded`.
    let kind: String
    /// What the fix does.
    let fix: String
    /// The statements it adds or changes, when counted.
    let price: Int?
    /// The rows where it brings a pitfall the main code does not show.
    let trades: [String]
    /// The fix's patch file, and the files it changes (the style's, or the probe's view).
    let variant: String
    let replaces: [String]
    /// The diff as HTML lines.
    let html: String

    /// Every file a fix of `matrix` shows: the files each patch changes.
    static func files(_ matrix: PitfallMatrix) -> [String] {
        matrix.situations.flatMap(\.cells).flatMap { $0.fixes ?? [] }.compactMap(\.files).flatMap(\.replaces)
    }

    /// The diff of every fix in `matrix`, highlighted, in the matrix's order (situation, style,
    /// feature).
    ///
    /// - Throws: ``SiteError/unexpected(_:)`` for a fix without its patch (`files` null): every
    ///   fix is one, the style's or the view's, and the site shows each as its diff.
    static func all(_ matrix: PitfallMatrix, highlighting: Highlighting) throws -> [FixDiff] {
        var diffs: [FixDiff] = []
        for situation in matrix.situations {
            for cell in situation.cells {
                for fix in cell.fixes ?? [] {
                    guard let files = fix.files else {
                        throw SiteError.unexpected(
                            "situation \(situation.id), \(cell.style), \(fix.feature): a fix without its patch (files)")
                    }
                    diffs.append(
                        FixDiff(
                            situation: situation.id, style: cell.style, feature: fix.feature, kind: fix.kind,
                            fix: fix.fix, price: fix.extraStatements, trades: fix.trades, variant: files.path,
                            replaces: files.replaces,
                            html: try html(of: files.patch, variant: files.path, highlighting: highlighting)))
                }
            }
        }
        return diffs
    }

    /// The patch `diff` (of the fix whose patch is `variant`) as HTML lines: each file's name, then
    /// its hunks (`<ins>`/`<del>` per changed line), a fold between two hunks of a file. The diff
    /// is read by Tools/Patch, as the lab's plugin reads it.
    ///
    /// - Throws: ``SiteError/unexpected(_:)`` for a diff Tools/Patch cannot read.
    static func html(of diff: String, variant: String, highlighting: Highlighting) throws -> String {
        let files: [FilePatch]
        do {
            let fix = URL(filePath: variant).deletingPathExtension().lastPathComponent
            files = try FilePatch.files(ofDiff: diff, fix: fix)
        } catch {
            throw SiteError.unexpected("\(variant): its diff (line numbers from the diff's first line): \(error)")
        }
        var out: [String] = []
        for file in files {
            let original = try lines(highlighting.html(file.path))
            func shown(_ line: Int) -> String { original.indices.contains(line) ? original[line] : "" }
            out.append("<span class=\"fold\">\(escape(file.path))</span>")
            for (index, hunk) in file.hunks.enumerated() {
                if index > 0 { out.append("<span class=\"fold\">…</span>") }
                var line = hunk.start - 1
                for hunkLine in hunk.lines {
                    switch hunkLine {
                    case .added(let text):
                        out.append("<ins>+ " + escape(text) + "</ins>")
                    case .removed:
                        out.append("<del>- " + shown(line) + "</del>")
                        line += 1
                    case .context:
                        out.append("  " + shown(line))
                        line += 1
                    }
                }
            }
        }
        return out.joined(separator: "\n")
    }

    /// A highlighted file's lines (each stands alone: `Highlighting` closes a run at a line break).
    private static func lines(_ html: String) -> [String] {
        var lines = html.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The values a template shows for it.
    var values: [String: Any] {
        var values: [String: Any] = [
            "situation": situation, "style": style, "feature": feature, "kind": kind, "fix": fix,
            "variant": variant, "replaces": replaces.joined(separator: " and "), "html": html,
            "trades": trades.joined(separator: ", "), "hasTrades": !trades.isEmpty,
            // A variant patches the style's files; a fix in the view (rows 7 and 8), the view the
            // probe shows.
            "changes": replaces.allSatisfy { $0.hasPrefix("Modules/Style") } ? "the style's code" : "the view's code",
        ]
        if let price { values["price"] = "\(price >= 0 ? "+" : "")\(price) statement\(abs(price) == 1 ? "" : "s")" }
        return values
    }
}
