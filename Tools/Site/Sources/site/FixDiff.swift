/// A fix of the pitfall matrix shown as the diff a team would apply, with its price and what it
/// trades: today a line diff of the variant's file (the JSON's `fixes[].files.path`) against the
/// main code's files it stands in for (`replaces`, one after the other), both highlighted. When
/// the JSON carries a fix as a patch, the patch is shown here instead of this diff.
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
    /// The variant's file, and the main files it stands in for.
    let variant: String
    let replaces: [String]
    /// The diff as HTML lines.
    let html: String

    /// Every file a fix of `matrix` shows: each variant's and the files it stands in for.
    static func files(_ matrix: PitfallMatrix) -> [String] {
        matrix.situations.flatMap(\.cells).flatMap { $0.fixes ?? [] }.compactMap(\.files).flatMap {
            [$0.path] + $0.replaces
        }
    }

    /// The diffs of every fix with files in `matrix`, highlighted, in the matrix's order
    /// (situation, style, feature); a fix around the style (no files) has none.
    static func all(_ matrix: PitfallMatrix, highlighting: Highlighting) throws -> [FixDiff] {
        var diffs: [FixDiff] = []
        for situation in matrix.situations {
            for cell in situation.cells {
                for fix in cell.fixes ?? [] {
                    guard let files = fix.files else { continue }
                    let old = try files.replaces.flatMap { try lines(highlighting.html($0)) }
                    let new = try lines(highlighting.html(files.path))
                    diffs.append(
                        FixDiff(
                            situation: situation.id, style: cell.style, feature: fix.feature, kind: fix.kind,
                            fix: fix.fix, price: fix.extraStatements, trades: fix.trades, variant: files.path,
                            replaces: files.replaces, html: LineDiff.html(LineDiff.diff(old, new))))
                }
            }
        }
        return diffs
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
        ]
        if let price { values["price"] = "\(price >= 0 ? "+" : "")\(price) statements" }
        return values
    }
}
