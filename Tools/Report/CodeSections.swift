import Foundation

/// Lines of code per feature, and what counts and what is left out.
func linesOfCode(_ code: CodeFigures, root: URL, into page: inout Page) throws {
    let lineRows =
        features.map { feature in
            (
                feature.lowercased(),
                code.column(feature) { "\($0.lines) (\($0.viewModelLines) + \($0.controllerLines))" }
            )
        }
        + [(infrastructure.lowercased(), code.measured.map { "\($0[infrastructure]?.lines ?? 0)" })]
        + [("**total**", code.totals.map { "**\($0.lines)**" })]
    page.markdown.append(
        table("feature: lines (view model + view controller)", rows: lineRows.map { ($0.0, $0.1.map { "\($0)" }) }))
    page.charts["lines"] = barChart(
        title: "Lines of code per feature (view model + view controller)", unit: "lines",
        rows: features.map { $0.lowercased() } + ["infra"],
        values: features.map { code.column($0, \.lines) } + [code.column(infrastructure, \.lines)])

    let outside = styles.flatMap { style in (outsideInfrastructure[style.module] ?? []).map { (style.name, $0) } }
    let omitted = try leftOut(root: root)
    page.markdown += [
        "", "### What counts, and what is left out", "",
        "Code the apps need to run a style counts as that style's wherever it lives: "
            + outside.map { "`\($0.1)` (\($0.0))" }.joined(separator: ", ")
            + " are in the infrastructure row. Only code that the tests, the scenario runner or the pitfall lab"
            + " alone use is left out:",
        "", "| file left out | lines |", "|---|---:|",
    ]
    page.markdown += omitted.map { "| `\($0.path)` | \($0.lines) |" }
    page.markdown.append("| **total** | **\(omitted.map(\.lines).reduce(0, +))** |")

}

/// Types, stored properties and methods per feature.
func declarations(_ code: CodeFigures, into page: inout Page) {
    page.markdown += [
        "", "## Declarations", "",
        "Types (and extensions), stored properties and methods (and initializers): how many names a reader",
        "meets.", "", "![Declarations per feature](images/declarations.svg)", "",
    ]
    page.markdown.append(
        table(
            "feature: types / properties / methods",
            rows: features.map { feature in
                (feature.lowercased(), code.column(feature) { "\($0.types) / \($0.properties) / \($0.methods)" })
            } + [("**total**", code.totals.map { "**\($0.types) / \($0.properties) / \($0.methods)**" })]))
    page.charts["declarations"] = barChart(
        title: "Declarations per feature (types + stored properties + methods)", unit: "declarations",
        rows: features.map { $0.lowercased() }, values: features.map { code.column($0, \.declarations) })

}

/// The stateful bridges per feature.
func bridges(_ code: CodeFigures, into page: inout Page) {
    page.markdown += [
        "", "## Stateful bridges per screen", "",
        "The places a feature's code creates a subject, a relay, a dispose bag or a serial disposable: the",
        "state a style keeps between the imperative and the reactive. A controller that replaces its bag",
        "to dispose counts twice.", "", "![Bridges per feature](images/bridges.svg)", "",
    ]
    page.markdown.append(
        table(
            "feature: bridges",
            rows: features.map { feature in (feature.lowercased(), code.column(feature, \.bridges).map { "\($0)" }) }
                + [("**total**", code.totals.map { "**\($0.bridges)**" })]))
    page.charts["bridges"] = barChart(
        title: "Stateful bridges per feature (subjects, relays, bags)", unit: "bridges",
        rows: features.map { $0.lowercased() }, values: features.map { code.column($0, \.bridges) })

}

/// Each style's own tests' lines, and the concurrency annotations its code carries.
func testsAndAnnotations(_ code: CodeFigures, root: URL, into page: inout Page) throws {
    page.markdown += [
        "", "## Each style's own tests", "",
        "Lines of `Tests/Style<Name>Tests`, the tests of what is particular to a style (the shared spec and",
        "the divergence suite run every style and are not counted here).", "",
    ]
    page.markdown.append(table("tests", rows: [("lines", code.tests.map { "\($0)" })]))

    let annotations = try styles.map { try concurrencyAnnotations(module: $0.module, root: root) }
    page.markdown += [
        "", "## Concurrency annotations", "",
        "What Swift 6's strict concurrency checking asked of each style module (the package builds the",
        "style modules in the Swift 6 language mode), counted in its code, comments aside. The two",
        "\"of which\" rows are what the compiler is told not to check: `@unchecked Sendable` on a type,",
        "`nonisolated(unsafe)` on a stored value (the reactor's view controllers' bag and scheduler, read",
        "by their `nonisolated` `bind(reactor:)`; `Modules/StyleReactor/View.swift` says why).", "",
    ]
    page.markdown.append(
        table(
            "annotation",
            rows: annotations.first.map { kinds in
                kinds.indices.map { index in (kinds[index].kind, annotations.map { "\($0[index].count)" }) }
            } ?? []))

}

/// Where the styles differ by more than a fifth in code, and why.
func spreads(_ code: CodeFigures, into page: inout Page) {
    let measures: [(name: String, value: (Counts) -> Int)] = [("lines", \.lines), ("declarations", \.declarations)]
    let spreads = measures.flatMap { measure in
        features.compactMap { spread("\($0.lowercased()) \(measure.name)", code.column($0, measure.value)) }
    }
    page.markdown += [
        "", "## Where the styles differ by more than a fifth", "",
        "Computed from the tables above, each with what in the style's code makes it long or short;",
        "[STYLES.md](STYLES.md) has a section per style.", "",
    ]
    page.markdown += spreads.map { "- \($0)" }
}
