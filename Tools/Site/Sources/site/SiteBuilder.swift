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
        let variantFiles = model.variants.flatMap { [$0.source] + $0.replaces }
        let highlighting = try Highlighting(files: codeFiles + variantFiles, repository: repository)
        let charts = repository.files(in: "docs/images", suffix: ".svg").map { ($0 as NSString).lastPathComponent }
        var pages: [(String, String)] = []
        pages.append(("index.html", try home()))
        for feature in model.features { pages.append(("\(feature.id).html", try featurePage(feature, highlighting))) }
        for situation in model.matrix.situations {
            pages.append(("situation-\(situation.id).html", try situationPage(situation, highlighting)))
        }
        for style in model.styles { pages.append(("style-\(style.id).html", try stylePage(style, charts: charts))) }
        pages.append(("core.html", try corePage()))
        return Site(pages: pages, charts: charts)
    }

    // MARK: - Layout

    private func layout(
        title: String, description: String, feature: String? = nil, style: String? = nil, home: Bool = false,
        core: Bool = false, script: Bool = false
    ) -> [String: Any] {
        var values: [String: Any] = [
            "title": title, "description": description, "isHome": home, "isCore": core, "script": script,
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
        let guide: [[String: Any]] = model.matrix.situations.map { situation in
            // The style's own outcome: a guard this project chose is swapped back to the article's form.
            let pitfalls = situation.cells.filter { $0.stylePitfall ?? $0.pitfall }
            let clean = situation.cells.filter { !($0.stylePitfall ?? $0.pitfall) }
            let entry: (PitfallMatrix.Cell) -> [String: Any] = {
                ["style": $0.style, "title": model.style($0.style)?.title ?? $0.style, "situation": situation.id]
            }
            return [
                "id": situation.id, "title": situation.title, "headline": headline(situation),
                "hasPitfalls": !pitfalls.isEmpty, "pitfalls": listed(pitfalls, entry), "clean": listed(clean, entry),
                "verdict": Array(Set(situation.cells.map { $0.styleVerdict ?? $0.verdict })).sorted().joined(
                    separator: "; "),
            ]
        }
        let context: [String: Any] = [
            "styles": styles, "guide": guide,
            "features": listed(model.features) { ["id": $0.id, "summary": $0.summary] },
        ]
        return try renderer.page(
            "home", context,
            layout: layout(
                title: "Seven binding styles side by side",
                description: "Bindery's reference: one feature set in seven view-model binding styles.", home: true))
    }

    /// What the ⚠ styles of a situation do, in a few words: the outcomes only pitfall cells show,
    /// the most shared first (`loses the input` reads `loses an early input`, as row 1 reads).
    private func headline(_ situation: PitfallMatrix.Situation) -> String {
        var counts: [String: Int] = [:]
        for cell in situation.cells where cell.pitfall {
            for outcome in Set(cell.features.values)
            where !situation.cells.contains(where: { !$0.pitfall && $0.features.values.contains(outcome) }) {
                counts[outcome, default: 0] += 1
            }
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

    private func featurePage(_ feature: SiteModel.Feature, _ highlighting: Highlighting) throws -> String {
        let members: [[String: Any]] =
            feature.inputs.map { ["name": $0.name, "type": $0.type, "summary": $0.summary, "direction": "input"] }
            + feature.outputs.map { output in
                // The kind the feature's contract declares (`…Output.kind`), from the matrix's JSON.
                let kind = model.matrix.outputKinds?[feature.id]?[output.name]
                return [
                    "name": output.name, "type": output.type, "summary": output.summary,
                    "direction": kind.map { "output (\($0))" } ?? "output",
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
        ]
        return try renderer.page(
            "feature", context,
            layout: layout(
                title: "\(feature.id) in seven styles", description: feature.summary, feature: feature.id, script: true)
        )
    }

    /// Whether `outcome` is the pitfall: an outcome no style without the pitfall shows.
    private func isPitfallOutcome(_ outcome: String, _ situation: PitfallMatrix.Situation) -> Bool {
        !situation.cells.contains { !$0.pitfall && $0.features.values.contains(outcome) }
    }

    // MARK: - Situations

    private func situationPage(_ situation: PitfallMatrix.Situation, _ highlighting: Highlighting) throws -> String {
        let cells: [[String: Any]] = try situation.cells.map { cell in
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
            if let kind = cell.kind { values["kind"] = kind }
            if let fix = cell.fix { values["fix"] = fix }
            if let statements = cell.extraStatements { values["price"] = "+\(statements) statements" }
            if let source = cell.source?.text, !source.isEmpty {
                let names = cell.sourceNames ?? []
                values["source"] = names.isEmpty ? source : "\(source) (\(names.joined(separator: "; ")))"
            }
            values["diffs"] = try fixDiffs(cell, highlighting)
            return values
        }
        let probes = situation.probes.keys.sorted(by: featureOrder).map {
            ["feature": $0, "page": baseFeature($0), "probe": situation.probes[$0]!]
        }
        var context: [String: Any] = ["id": situation.id, "title": situation.title, "probes": probes, "cells": cells]
        if let knownFrom = situation.knownFrom { context["knownFrom"] = knownFrom }
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

    /// Each fix the cell names (`feature: fix; …`) whose variant the style declares, as a diff of
    /// the variant's file against the main file it stands in for.
    private func fixDiffs(_ cell: PitfallMatrix.Cell, _ highlighting: Highlighting) throws -> [[String: Any]] {
        guard let fix = cell.fix, cell.kind == "avoidable" || cell.kind == "traded" else { return [] }
        var diffs: [[String: Any]] = []
        for part in fix.components(separatedBy: "; ") {
            guard let colon = part.range(of: ": ") else { continue }
            let features = part[..<colon.lowerBound].components(separatedBy: ", ")
            let text = String(part[colon.upperBound...])
            for feature in features {
                guard
                    let variant = model.variants.first(where: {
                        $0.style == cell.style && $0.feature == feature && $0.fix == text
                    }),
                    let main = variant.counterpart
                else { continue }
                let old = try highlighting.html(main).components(separatedBy: "\n")
                let new = try highlighting.html(variant.source).components(separatedBy: "\n")
                diffs.append([
                    "feature": feature, "variant": variant.source, "main": main,
                    "html": LineDiff.html(LineDiff.diff(old, new)),
                ])
            }
        }
        return diffs
    }

    // MARK: - Styles

    private func stylePage(_ style: SiteModel.Style, charts: [String]) throws -> String {
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
        ]
        return try renderer.page(
            "style", context, layout: layout(title: style.title, description: style.shape, style: style.id))
    }

    /// What STYLES.md's references say the style follows: the numbered articles that name it in
    /// bold, or the clause of the closing sentence that names it (the reactor's library and version).
    private func follows(_ style: SiteModel.Style) -> [String] {
        guard let references = model.stylesIntroduction.components(separatedBy: "**The references.**").last else {
            return []
        }
        let id = style.id.lowercased()
        let lines = references.components(separatedBy: "\n")
        var items: [String] = []
        for line in lines {
            if line.first?.isNumber == true {
                items.append(line)
            } else if line.hasPrefix("   "), !items.isEmpty {
                items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        let named = items.filter { $0.lowercased().contains("**\(id)**") }.map {
            Markdown.inline(String($0.drop { $0.isNumber || $0 == "." || $0 == " " }))
        }
        if !named.isEmpty { return named }
        let closing = lines.drop { !$0.hasPrefix("The ") }.joined(separator: " ")
        return closing.components(separatedBy: "; ").filter { $0.lowercased().contains(id) }.map { Markdown.inline($0) }
    }

    /// The style's column of each table in the cost report (docs/COMPARISON.md): the table's
    /// section title, then each row's label and the style's cell, as HTML. A section's first table
    /// only: a later one (the files the line count leaves out) has columns of its own.
    private func costs(_ style: SiteModel.Style) -> [[String: Any]] {
        Markdown.sections(model.comparison, level: 2).compactMap { section in
            let lines = section.body.components(separatedBy: "\n")
            let rows = Array(lines.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.map(Markdown.cells))
            guard rows.count > 2, let column = rows[0].firstIndex(of: style.id) else { return nil }
            let values = rows.dropFirst(2).filter { $0.count > column }.map {
                ["label": Markdown.inline($0[0]), "value": Markdown.inline($0[column])]
            }
            return [
                "title": section.title, "slug": Markdown.slug(section.title), "what": Markdown.inline(rows[0][0]),
                "rows": values,
            ]
        }
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
}
