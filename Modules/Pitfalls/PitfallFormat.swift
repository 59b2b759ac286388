import AllStyles
import Features
import Scenarios
import Transcripts

/// How `bindery pitfalls` prints the matrix.
package enum PitfallFormat: String, CaseIterable, Sendable {
    /// One block per situation, a line per style; ⚠ marks the pitfall.
    case text
    /// One JSON object: the situations, each with a verdict per style.
    case json
    /// The matrix as a table, then each situation's probe and evidence: `docs/PITFALLS.md`.
    case markdown
    /// The decision table of `docs/STYLES.md`: the situations in which the styles' own code
    /// parts ways, each cell from its style's outcomes only (see ``MatrixCell/styleSummary``).
    case decisions

    /// `matrix` in this format, ending with a newline.
    package func render(_ matrix: PitfallMatrix) -> String {
        switch self {
        case .text: Self.text(matrix)
        case .json: Self.json(matrix)
        case .markdown: Self.markdown(matrix)
        case .decisions: Self.decisions(matrix)
        }
    }

    private static func text(_ matrix: PitfallMatrix) -> String {
        var lines: [String] = []
        for row in matrix.rows {
            lines.append("\(row.situation.number). \(row.situation.title)")
            for style in matrix.styles {
                let cell = row.cells[style]!
                let mark = cell.isPitfall ? "⚠ " : "  "
                lines.append("   \(style.id.padding(toLength: 10, withPad: " ", startingAt: 0))\(mark)\(cell.summary)")
                if cell.isPitfall {
                    lines.append("             \(avoidanceText(cell))")
                }
                if cell.source != .style {
                    lines.append("             source: \(cell.sources.map(\.text).joined(separator: "; "))")
                }
            }
            lines.append("")
        }
        let cells = matrix.rows.flatMap { row in matrix.styles.map { row.cells[$0]! } }
        let pitfalls = cells.filter(\.isPitfall)
        let avoidable = pitfalls.filter { $0.kind == "avoidable" }.count
        let traded = pitfalls.filter { $0.kind == "traded" }.count
        lines.append(
            "\(count(matrix.rows.count, "situation")), \(count(matrix.styles.count, "style")), "
                + "\(count(pitfalls.count, "pitfall")) (⚠), \(avoidable) avoidable with a tested fix, "
                + "\(traded) traded for another row's pitfall")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the matrix says of a pitfall's avoidance.
    private static func avoidanceText(_ cell: MatrixCell) -> String {
        cell.avoidanceText
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private static func json(_ matrix: PitfallMatrix) -> String {
        let rows = matrix.rows.map { row in
            let cells = matrix.styles.map { style in
                let cell = row.cells[style]!
                let features = cell.outcomes.map { "\(jsonString($0.subject)):\(jsonString($0.verdict.summary))" }
                let evidence = cell.outcomes.map { "\(jsonString($0.subject)):\(jsonString($0.verdict.evidence))" }
                let sources = cell.outcomes.map { "\(jsonString($0.subject)):\(jsonSource($0.verdict.source))" }
                let names = cell.sources.compactMap(\.name).map(jsonString)
                let measured = cell.outcomes.compactMap { outcome in
                    outcome.verdict.measured.map { "\(jsonString(outcome.subject)):\(jsonString($0))" }
                }
                // Schema 4's fields, apart: one long expression is too slow to type-check.
                let fixes = cell.featureFixes.map(jsonFix).joined(separator: ",")
                let later = "\"guarded\":\(cell.guardNote.map(jsonString) ?? "null"),\"fixes\":[\(fixes)]"
                return "{\"style\":\(jsonString(style.id)),\"verdict\":\(jsonString(cell.summary)),"
                    + "\"source\":\(jsonString(cell.source.kind)),\"sourceNames\":[\(names.joined(separator: ","))],"
                    + "\"styleVerdict\":\(jsonString(cell.styleSummary)),\"stylePitfall\":\(cell.stylePitfall),"
                    + "\"pitfall\":\(cell.isPitfall),\"kind\":\(cell.kind.map(jsonString) ?? "null"),"
                    + "\"fix\":\(cell.fix.map(jsonString) ?? "null"),"
                    + "\"extraStatements\":\(cell.extraStatements.map(String.init) ?? "null"),"
                    + "\"features\":{\(features.joined(separator: ","))},\"evidence\":{\(evidence.joined(separator: ","))},"
                    + "\"sources\":{\(sources.joined(separator: ","))},"
                    + later + (measured.isEmpty ? "" : ",\"measured\":{\(measured.joined(separator: ","))}") + "}"
            }
            let probes = row.situation.plays.map { "\(jsonString($0.subject)):\(jsonString($0.probe))" }
            let citations = row.situation.citations.map(jsonCitation).joined(separator: ",")
            let head =
                "{\"id\":\(row.situation.number),\"title\":\(jsonString(row.situation.title)),"
                + "\"probes\":{\(probes.joined(separator: ","))},\"knownFrom\":\(jsonString(row.situation.knownFrom)),"
            return head + "\"rule\":\(row.situation.rule.map(jsonString) ?? "null"),\"citations\":[\(citations)],"
                + "\"cells\":[\(cells.joined(separator: ","))]}"
        }
        let outputs = Feature.allCases.map { feature in
            let kinds = feature.outputs.map { "\(jsonString($0.name)):\(jsonString($0.kind.rawValue))" }
            return "\(jsonString(feature.rawValue)):{\(kinds.joined(separator: ","))}"
        }
        return "{\"schemaVersion\":\(schemaVersion),\"outputKinds\":{\(outputs.joined(separator: ","))},"
            + "\"situations\":[\n" + rows.joined(separator: ",\n") + "\n]}\n"
    }

    /// The JSON's schema: 2 added each cell's `source` (`style`, `project` or `harness`) with
    /// `sourceNames` (the guards or pieces it names), each feature's in `sources`, and the cell as
    /// the style's own code decides it (`styleVerdict`, `stylePitfall`: what the decision table shows);
    /// 3 prices a fix in statements, `extraStatements` (was `extraLines`), and adds `outputKinds`
    /// (each feature's outputs, `state` or `event`, as its contract declares them) and each
    /// situation's `rule` (how rows 1, 5 and 12 score an output by its kind, else `null`);
    /// 4 adds each cell's `fixes` (per feature: `kind` avoidable or traded, `fix`, `extraStatements`,
    /// `trades`, and `files`, the variant's `path` and the main files it `replaces`, then `null` for a
    /// fix around the style), `guarded` (the words for a cell a project guard keeps clear), and
    /// each situation's `citations` (the issues and pages `knownFrom` cites, with their address);
    /// 5 makes a fix's `files` its patch: `path` is the patch's, `replaces` the files it changes,
    /// and `patch` its diff, the one the price counts and the lab compiles; the fixes in the view
    /// (rows 7 and 8) are patches too, of the views the probes show, so `files` is never `null`.
    package static let schemaVersion = 5

    private static func jsonFix(_ fix: FeatureFix) -> String {
        let files = fix.files.map { files in
            "{\"path\":\(jsonString(files.path)),"
                + "\"replaces\":[\(files.replaces.map(jsonString).joined(separator: ","))],"
                + "\"patch\":\(jsonString(files.patch))}"
        }
        return "{\"feature\":\(jsonString(fix.subject)),\"kind\":\(jsonString(fix.kind)),"
            + "\"fix\":\(jsonString(fix.fix)),\"extraStatements\":\(fix.extraStatements.map(String.init) ?? "null"),"
            + "\"trades\":[\(fix.trades.map(jsonString).joined(separator: ","))],\"files\":\(files ?? "null")}"
    }

    private static func jsonCitation(_ citation: Citation) -> String {
        "{\"text\":\(jsonString(citation.text)),\"url\":\(jsonString(citation.url))}"
    }

    private static func jsonSource(_ source: VerdictSource) -> String {
        "{\"source\":\(jsonString(source.kind)),\"name\":\(source.name.map(jsonString) ?? "null")}"
    }

    private static func markdown(_ matrix: PitfallMatrix) -> String {
        var lines = [
            "# Where the styles part ways: the pitfall matrix",
            "",
            "Generated by `bindery pitfalls --format markdown` (`make pitfalls`); `make test` fails when this",
            "file differs from a fresh run. Each cell is what the style's real code did when the situation",
            "was played through it, on every feature the situation is played on: on virtual time over an",
            "in-memory copy of the catalog, except situations 8 and 14, which run on real threads, and 15,",
            "which reads each style's test of a rule. Every outcome says where it comes from: the style's",
            "code (the default, unmarked), a guard this project chose where the style's article writes it",
            "otherwise (`project`: the situation played again on the feature in the article's form ended",
            "otherwise), or a piece of the harness (`harness`: played again with the piece swapped, it ended",
            "otherwise); `Tests/DivergenceTests/ProvenanceFlipTests` swaps each guard and piece and checks",
            "that exactly the outcomes naming it change. ⚠ marks the pitfall the situation is known for;",
            "under it, how it is avoided: a variant of the feature in the style's lab module, or, for 7 and",
            "8, a patch of the view the probe shows (`Modules/Pitfalls/Fixes`), played again in the same",
            "situation without the pitfall, with its price (the statements its patch adds or changes,",
            "counted by swift-syntax on the original and the patched files; each patch is shown under its",
            "cell; a variant that fails its feature's spec is no fix, and one that shows a pitfall in",
            "another row the main code does not is `traded`, priced and named, not counted as avoided), or",
            "that no tested fix exists yet. `Tests/DivergenceTests` asserts every outcome but those of 8",
            "and 14, which need the real main thread and are asserted through the built `bindery` by",
            "`Tests/BinderyTests`.",
            "",
            "| # | situation | " + matrix.styles.map(\.name).joined(separator: " | ") + " |",
            "|---:|---|" + String(repeating: "---|", count: matrix.styles.count),
        ]
        for row in matrix.rows {
            let cells = matrix.styles.map { style in
                let cell = row.cells[style]!
                let source = cell.source == .style ? "" : " [\(cell.source.kind)]"
                guard cell.isPitfall else { return cell.summary + source }
                let price =
                    cell.kind == "avoidable" || cell.kind == "traded"
                    ? cell.kind! + Avoidance.price(cell.extraStatements)
                    : cell.kind == "inherent"
                        ? "inherent" : cell.avoidance?.keepsTheFeature == true ? "partly avoidable" : nil
                return "⚠ \(cell.summary) (\(price ?? "no tested fix yet"))\(source)"
            }
            lines.append(
                "| [\(row.situation.number)](#\(anchor(row.situation))) | \(row.situation.title) | "
                    + cells.joined(separator: " | ") + " |")
        }
        for row in matrix.rows {
            lines += [
                "", "## \(row.situation.number). \(row.situation.title)", "", "Known from: \(row.situation.knownFrom).",
                "",
            ]
            if let rule = row.situation.rule { lines += ["Rule: \(rule)", ""] }
            for (subject, probe) in row.situation.plays {
                lines.append("- Probe, \(subject): \(probe)")
            }
            lines.append("")
            for style in matrix.styles {
                let cell = row.cells[style]!
                lines.append("- **\(style.name)**: \(cell.isPitfall ? "⚠ " : "")\(cell.summary)")
                for (subject, verdict) in cell.outcomes {
                    let source = verdict.source == .style ? "" : " (source: \(verdict.source.text))"
                    lines.append(
                        "  - \(subject): \(verdict.isPitfall ? "⚠ " : "")\(verdict.summary)\(source) — \(verdict.evidence)."
                    )
                }
                if cell.isPitfall {
                    lines.append("  - \(avoidanceText(cell)).")
                    // Each fix's patch: the diff the price counts and the lab plays.
                    for fix in cell.featureFixes {
                        guard let files = fix.files else { continue }
                        lines += [
                            "", "    <details><summary>\(fix.subject): <code>\(files.path)</code></summary>", "",
                            "    ```diff",
                        ]
                        lines += files.patch.split(separator: "\n", omittingEmptySubsequences: false).map {
                            "    \($0)"
                        }
                        lines += ["    ```", "", "    </details>", ""]
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func decisions(_ matrix: PitfallMatrix) -> String {
        var lines = [
            "| your situation | " + matrix.styles.map(\.name).joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---|", count: matrix.styles.count),
        ]
        var same: [Situation] = []
        for row in matrix.rows {
            let cells = matrix.styles.map { row.cells[$0]! }
            guard Set(cells.map(\.styleSummary)).count > 1 else {
                same.append(row.situation)
                continue
            }
            let link = "([\(row.situation.number)](PITFALLS.md#\(anchor(row.situation))))"
            let texts = cells.map { cell in
                var fix =
                    cell.source == .style && cell.kind != nil
                    ? "; \(cell.kind!)" + Avoidance.price(cell.extraStatements) : ""
                // A fix that brings a pitfall to another row says so here too, as in the matrix.
                if cell.source == .style, let rows = cell.avoidance?.otherRowPitfalls, !rows.isEmpty {
                    fix += " (but \(rows.joined(separator: ", ")))"
                }
                // The article's form shows the pitfall; the guard this project keeps avoids it:
                // the words the web reference's guide and situation pages use too.
                if let note = cell.guardNote { return "\(cell.summary); \(note) \(link)" }
                return "\(cell.styleSummary)\(fix) \(link)"
            }
            lines.append("| \(row.situation.asATeamMeetsIt) | " + texts.joined(separator: " | ") + " |")
        }
        if !same.isEmpty {
            lines += [
                "",
                "Every style's own code does the same in situation\(same.count == 1 ? "" : "s") "
                    + same.map { "[\($0.number)](PITFALLS.md#\(anchor($0)))" }.joined(separator: ", ")
                    + ".",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The heading's anchor, as GitHub derives it: lowercase, punctuation dropped, spaces as dashes.
    private static func anchor(_ situation: Situation) -> String {
        let heading = "\(situation.number). \(situation.title)".lowercased()
        return String(
            heading.compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" ? character : nil
            })
    }
}
