/// A fix of the pitfall matrix shown as the diff a team would apply, with its price and what it
/// trades: today a line diff of the variant's file (the JSON's `fixes[].files.path`) against the
/// main code's files it stands in for (`replaces`, one after the other). When the JSON carries a
/// fix as a patch, the patch is shown here instead of this diff.
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

    /// The diffs of every fix with files in `matrix`, in the matrix's order (situation, style,
    /// feature); a fix around the style (no files) has none.
    static func all(_ matrix: PitfallMatrix, repository: Repository) throws -> [FixDiff] {
        var diffs: [FixDiff] = []
        for situation in matrix.situations {
            for cell in situation.cells {
                for fix in cell.fixes ?? [] {
                    guard let files = fix.files else { continue }
                    let old = try files.replaces.flatMap { try lines(repository.text($0)) }
                    let new = try lines(repository.text(files.path))
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

    /// A file's lines, HTML-escaped (a fix's diff is not highlighted: the lab's files are not in
    /// the committed highlighting, and a line diff needs both sides alike).
    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines.map(escape)
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
