import Foundation

/// Builds every page of the site from the model.
struct SiteBuilder {
    let model: SiteModel
    let renderer: PageRenderer
    let repository: Repository

    /// The pages, by file name, and the charts they show.
    func build() throws -> Site {
        let codeFiles = model.features.flatMap { feature in
            model.styles.flatMap { model.codeFiles(feature, $0, in: repository) }
        }
        let highlighting = try Highlighting(files: codeFiles + FixDiff.files(model.matrix), repository: repository)
        let fixDiffs = try FixDiff.all(model.matrix, highlighting: highlighting)
        let charts = repository.files(in: "docs/images", suffix: ".svg").map { ($0 as NSString).lastPathComponent }
        var pages: [(String, String)] = []
        pages.append(("index.html", try home()))
        for feature in model.features { pages.append(("\(feature.id).html", try featurePage(feature, highlighting))) }
        for situation in model.matrix.situations {
            pages.append(("situation-\(situation.id).html", try situationPage(situation, fixDiffs)))
        }
        for style in model.styles {
            pages.append(("style-\(style.id).html", try stylePage(style, charts: charts, fixDiffs)))
        }
        pages.append(("core.html", try corePage()))
        pages.append(("architecture.html", try architecturePage()))
        return Site(pages: pages, charts: charts, diagrams: try Diagrams.draw(repository))
    }

    // MARK: - Layout

    private func layout(
        title: String, description: String, feature: String? = nil, style: String? = nil, home: Bool = false,
        core: Bool = false, architecture: Bool = false, script: Bool = false
    ) -> [String: Any] {
        var values: [String: Any] = [
            "title": title, "description": description, "isHome": home, "isCore": core, "isArchitecture": architecture,
            "script": script,
            "nav": [
                "features": model.features.map { ["id": $0.id, "current": $0.id == feature] as [String: Any] },
                "styles": model.styles.map {
                    ["id": $0.id, "title": $0.title, "current": $0.id == style] as [String: Any]
                },
            ] as [String: Any],
        ]
        if let version = model.matrix.schemaVersion { values["schemaVersion"] = String(version) }
        return values
    }

    private func listed<T>(_ items: [T], _ make: (T) -> [String: Any]) -> [[String: Any]] {
        items.enumerated().map { index, item in
            var values = make(item)
            values["last"] = index == items.count - 1
            return values
        }
    }

    // MARK: - Home

    private func home() throws -> String {
        let styles: [[String: Any]] = model.styles.map { style in
            var values: [String: Any] = ["id": style.id, "title": style.title, "shape": style.shape]
            if let contract = firstCodeBlock(style.section) { values["contract"] = escape(contract) }
            return values
        }
        // The matrix as `bindery pitfalls` prints it: ⚠ where `pitfall` is true; a cell a project
        // guard keeps clear says so in the matrix's own words (`guarded`).
        let guide: [[String: Any]] = model.matrix.situations.map { situation in
            let pitfalls = situation.cells.filter(\.pitfall)
            let guarded = situation.cells.filter { !$0.pitfall && $0.guarded != nil }
            let clean = situation.cells.filter { !$0.pitfall && $0.guarded == nil }
            let entry: (PitfallMatrix.Cell) -> [String: Any] = {
                [
                    "style": $0.style, "title": model.style($0.style)?.title ?? $0.style, "situation": situation.id,
                    "verdict": $0.verdict, "guarded": $0.guarded ?? "",
                ]
            }
            return [
                "id": situation.id, "title": situation.title, "headline": headline(situation),
                "hasPitfalls": !pitfalls.isEmpty, "pitfalls": listed(pitfalls, entry), "clean": listed(clean, entry),
                "guarded": listed(guarded, entry), "verdicts": verdicts(situation),
            ]
        }
        let recommendations = try Recommendation.all(model).map(recommendationValues)
        let context: [String: Any] = [
            "styles": styles, "guide": guide, "recommendations": recommendations,
            "features": listed(model.features) { ["id": $0.id, "summary": $0.summary] },
        ]
        return try renderer.page(
            "home", context,
            layout: layout(
                title: "Seven binding styles side by side",
                description: "Bindery's reference: one feature set in seven view-model binding styles.", home: true))
    }

    /// A situation's verdicts, each with the styles that have it, in the matrix's order: what the
    /// guide lists for a situation no style shows the pitfall in.
    private func verdicts(_ situation: PitfallMatrix.Situation) -> [[String: Any]] {
        var groups: [(verdict: String, cells: [PitfallMatrix.Cell])] = []
        for cell in situation.cells {
            if let index = groups.firstIndex(where: { $0.verdict == cell.verdict }) {
                groups[index].cells.append(cell)
            } else {
                groups.append((cell.verdict, [cell]))
            }
        }
        return groups.map { group in
            [
                "verdict": group.verdict,
                "styles": listed(group.cells) {
                    ["style": $0.style, "title": model.style($0.style)?.title ?? $0.style, "situation": situation.id]
                },
            ]
        }
    }

    /// What the ⚠ styles of a situation do, in a few words: the outcomes only pitfall cells show,
    /// the most shared first (`loses the input` reads `loses an early input`, as row 1 reads). An
    /// outcome that only adds to another (`the next load is lost; a debug build traps` beside `the
    /// next load is lost`) is left to the situation's page, so that no outcome reads twice.
    private func headline(_ situation: PitfallMatrix.Situation) -> String {
        var counts: [String: Int] = [:]
        for cell in situation.cells where cell.pitfall {
            for outcome in Set(cell.features.values)
            where !situation.cells.contains(where: { !$0.pitfall && $0.features.values.contains(outcome) }) {
                counts[outcome, default: 0] += 1
            }
        }
        for outcome in counts.keys where counts.keys.contains(where: { outcome.hasPrefix($0 + "; ") }) {
            counts[outcome] = nil
        }
        let outcomes = counts.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }
            .map { $0.key == "loses the input" ? "loses an early input" : $0.key }
        return outcomes.isEmpty ? "shows the pitfall" : outcomes.joined(separator: " or ")
    }

    private func firstCodeBlock(_ markdown: String) -> String? {
        guard let start = markdown.range(of: "```swift\n"), let end = markdown[start.upperBound...].range(of: "\n```")
        else { return nil }
        return String(markdown[start.upperBound..<end.lowerBound])
    }

    // MARK: - Features

    private func featurePage(_ feature: Contracts.Feature, _ highlighting: Highlighting) throws -> String {
        // The contract as `bindery contracts` prints it, each output with its kind.
        let members: [[String: Any]] = feature.members.map { member in
            [
                "name": member.name, "type": member.type, "summary": member.summary,
                "direction": member.kind.map { "\(member.direction) (\($0))" } ?? member.direction,
            ]
        }
        let columns: [[String: Any]] = try model.styles.enumerated().map { index, style in
            let files = try model.codeFiles(feature, style, in: repository).map {
                ["path": $0, "html": try highlighting.html($0)]
            }
            return ["id": style.id, "title": style.title, "files": files, "first": index == 0, "second": index == 1]
        }
        let scenarios: [[String: Any]] = try model.comparisons.filter { $0.feature == feature.id }.map { comparison in
            let (svg, legend) = MarbleDiagram.svg(
                comparison, title: "\(feature.id)/\(comparison.scenario), played through every style")
            let script = try repository.text("docs/scenarios/\(feature.id)/\(comparison.scenario).scenario")
            let verdict =
                comparison.agree
                ? "All \(model.styles.count) styles agree: the same events at the same times."
                : "The styles part ways: "
                    + comparison.outputs.filter { $0.lanes.count > 1 }.map(\.name).joined(separator: ", ") + "."
            return [
                "name": comparison.scenario, "agree": comparison.agree, "verdict": verdict, "svg": svg,
                "legend": legend, "script": script.trimmingCharacters(in: .newlines),
            ]
        }
        let rows: [[String: Any]] = model.matrix.situations.filter { situation in
            situation.probes.keys.contains { baseFeature($0) == feature.id }
        }.map { situation in
            let cells: [[String: Any]] = model.styles.map { style in
                let cell = situation.cells.first { $0.style == style.id }
                let played = (cell?.features ?? [:]).filter { baseFeature($0.key) == feature.id }.sorted {
                    $0.key < $1.key
                }
                let outcome =
                    played.isEmpty
                    ? "not played"
                    : played.map {
                        $0.key == feature.id ? $0.value : "\($0.key.dropFirst(feature.id.count + 2)): \($0.value)"
                    }
                    .joined(separator: " · ")
                let pitfall = (cell?.pitfall ?? false) && played.contains { isPitfallOutcome($0.value, situation) }
                let anchor = played.first.map { "\(style.id)-\(Markdown.slug($0.key))" } ?? style.id
                return [
                    "anchor": anchor, "title": style.title, "situation": situation.id, "outcome": outcome,
                    "pitfall": pitfall,
                ]
            }
            return ["id": situation.id, "title": situation.title, "cells": cells]
        }
        let context: [String: Any] = [
            "id": feature.id, "summary": feature.summary, "contractFile": feature.contractFile, "members": members,
            "columns": columns, "scenarios": scenarios, "pitfallRows": rows,
            "migration": try migrationData(feature, rows: rows),
        ]
        return try renderer.page(
            "feature", context,
            layout: layout(
                title: "\(feature.id) in seven styles", description: feature.summary, feature: feature.id, script: true)
        )
    }

    /// What the migration view compares for any two styles, as JSON for the page's script: the
    /// feature's matrix rows (each style's outcome there, and its ⚠) and each style's measured
    /// costs on the feature (lines of code, and the means over its shipped scenarios).
    private func migrationData(_ feature: Contracts.Feature, rows: [[String: Any]]) throws -> String {
        let matrixRows: [[String: Any]] = rows.map { row in
            var cells: [String: Any] = [:]
            for (style, cell) in zip(model.styles, row["cells"] as! [[String: Any]]) {
                cells[style.id] = [
                    "outcome": cell["outcome"]!, "pitfall": cell["pitfall"]!,
                    "href": "situation-\(row["id"]!).html#\(cell["anchor"]!)",
                ]
            }
            return ["id": row["id"]!, "title": row["title"]!, "cells": cells]
        }
        var costs: [String: Any] = [:]
        for style in model.styles {
            var figures: [String: Any] = [:]
            if let lines = model.costs.lines[style.id]?[feature.id] { figures["lines"] = lines }
            if let value = model.costs.mean(style.id, feature: feature.id, { $0.allocationsPerIntent }) {
                figures["allocations"] = (value * 10).rounded() / 10
            }
            if let value = model.costs.mean(style.id, feature: feature.id, { Double($0.bytesHeld) }) {
                figures["bytes"] = Int(value.rounded())
            }
            if let value = model.costs.mean(style.id, feature: feature.id, { Double($0.viewUpdates) }) {
                figures["updates"] = (value * 10).rounded() / 10
            }
            costs[style.id] = figures
        }
        let data = try JSONSerialization.data(
            withJSONObject: ["rows": matrixRows, "costs": costs], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    }

    /// Whether `outcome` is the pitfall: an outcome no style without the pitfall shows.
    private func isPitfallOutcome(_ outcome: String, _ situation: PitfallMatrix.Situation) -> Bool {
        !situation.cells.contains { !$0.pitfall && $0.features.values.contains(outcome) }
    }

    /// A recommendation as the home page shows it: the pick, the runner-up, every cell it rests on
    /// and the figure that breaks ties, each linked.
    private func recommendationValues(_ recommendation: Recommendation) -> [String: Any] {
        let title = { (id: String) in model.style(id)?.title ?? id }
        let figure = recommendation.figure
        let shown = [recommendation.pick] + (recommendation.runnerUp.map { [$0] } ?? [])
        let styles: [[String: Any]] = shown.enumerated().map { index, style in
            var values: [String: Any] = [
                "style": style, "title": title(style), "count": recommendation.counts[style] ?? 0, "isPick": index == 0,
                "cells": listed(recommendation.cells.filter { $0.style == style }) {
                    ["situation": $0.situation, "style": $0.style, "pitfall": $0.pitfall]
                },
                "anchor": figure.anchor,
            ]
            if let value = figure.values[style] { values["figure"] = figure.format(value) }
            return values
        }
        return [
            "id": recommendation.id, "team": recommendation.team, "pick": recommendation.pick,
            "pickTitle": title(recommendation.pick), "figureLabel": figure.label, "styles": styles,
            "rows": recommendation.cells.filter { $0.style == recommendation.pick }.count,
        ]
    }

    // MARK: - Situations

    private func situationPage(_ situation: PitfallMatrix.Situation, _ fixDiffs: [FixDiff]) throws -> String {
        let cells: [[String: Any]] = situation.cells.map { cell in
            var values: [String: Any] = [
                "style": cell.style, "title": model.style(cell.style)?.title ?? cell.style, "verdict": cell.verdict,
                "pitfall": cell.pitfall,
                "features": cell.features.keys.sorted(by: featureOrder).map { feature in
                    var values = [
                        "anchor": "\(cell.style)-\(Markdown.slug(feature))", "page": baseFeature(feature),
                        "feature": feature,
                        "outcome": cell.features[feature] ?? "", "evidence": cell.evidence[feature] ?? "",
                    ]
                    if let source = cell.sources?[feature], let name = source.name {
                        values["featureSource"] = "\(source.source): \(name)"
                    }
                    return values
                },
            ]
            if let guarded = cell.guarded { values["guarded"] = guarded }
            if let kind = cell.kind { values["kind"] = kind }
            // The fix text of an inherent pitfall starts with its kind: say it once.
            if let fix = cell.fix {
                values["fix"] =
                    cell.kind.map { fix.hasPrefix($0 + ": ") ? String(fix.dropFirst($0.count + 2)) : fix }
                    ?? fix
            }
            if let statements = cell.extraStatements {
                values["price"] = "+\(statements) statement\(statements == 1 ? "" : "s")"
            }
            if let source = cell.source?.text, !source.isEmpty {
                let names = cell.sourceNames ?? []
                values["source"] = names.isEmpty ? source : "\(source) (\(names.joined(separator: "; ")))"
            }
            // The cell's kind, price and fix are said just above: each diff only names its feature.
            values["diffs"] = fixDiffs.filter { $0.situation == situation.id && $0.style == cell.style }.map {
                $0.values.merging(["onSituation": true]) { $1 }
            }
            return values
        }
        let probes = situation.probes.keys.sorted(by: featureOrder).map {
            ["feature": $0, "page": baseFeature($0), "probe": situation.probes[$0]!]
        }
        var context: [String: Any] = ["id": situation.id, "title": situation.title, "probes": probes, "cells": cells]
        if let knownFrom = situation.knownFrom {
            context["knownFrom"] = Citations.html(knownFrom, situation.citations ?? [])
        }
        if situation.id > 1 { context["previous"] = situation.id - 1 }
        if situation.id < model.matrix.situations.count { context["next"] = situation.id + 1 }
        return try renderer.page(
            "situation", context,
            layout: layout(title: "Situation \(situation.id): \(situation.title)", description: situation.title))
    }

    private func featureOrder(_ a: String, _ b: String) -> Bool {
        let ids = model.features.map(\.id)
        return (ids.firstIndex(of: baseFeature(a)) ?? ids.count, a) < (
            ids.firstIndex(of: baseFeature(b)) ?? ids.count, b
        )
    }

    /// The feature a matrix key names: `genres` for `genres, plain closures` (a situation played
    /// two ways on one feature), the key itself when it is a feature.
    private func baseFeature(_ key: String) -> String {
        String(key.prefix { $0 != "," })
    }

    // MARK: - Styles

    private func stylePage(_ style: SiteModel.Style, charts: [String], _ fixDiffs: [FixDiff]) throws -> String {
        let cells: [[String: Any]] = model.matrix.situations.compactMap { situation in
            guard let cell = situation.cells.first(where: { $0.style == style.id }) else { return nil }
            return [
                "id": situation.id, "title": situation.title, "style": style.id, "pitfall": cell.pitfall,
                "verdict": cell.verdict,
            ]
        }
        let context: [String: Any] = [
            "title": style.title, "shape": style.shape, "module": style.module, "follows": follows(style),
            "costs": costs(style), "style": style.id,
            "section": Markdown.html(style.section, headingLevel: 3),
            "features": listed(model.features) { ["id": $0.id, "style": style.id] }, "cells": cells,
            "charts": charts.map { ["file": $0] },
            "diffs": fixDiffs.filter { $0.style == style.id }.map(\.values),
        ]
        return try renderer.page(
            "style", context, layout: layout(title: style.title, description: style.shape, style: style.id))
    }

    // MARK: - Core

    private func corePage() throws -> String {
        let body = model.compatibility.components(separatedBy: "\n").drop { $0.hasPrefix("# ") || $0.isEmpty }.joined(
            separator: "\n")
        let context: [String: Any] = ["audit": Markdown.html(body, headingLevel: 2)]
        return try renderer.page(
            "core", context,
            layout: layout(
                title: "The core: RxSwift compatibility", description: "The RxSwift compatibility audit, searchable.",
                core: true, script: true))
    }

    /// docs/ARCHITECTURE.md as a page: the module graph drawn (Diagrams), the rest as the markdown says.
    private func architecturePage() throws -> String {
        let body = model.architecture.components(separatedBy: "\n").drop { $0.hasPrefix("# ") || $0.isEmpty }.joined(
            separator: "\n")
        return try renderer.page(
            "architecture", ["body": Markdown.html(body, headingLevel: 2)],
            layout: layout(
                title: "How Bindery is built", description: "The architecture: modules, their rules, and why.",
                architecture: true))
    }
}
