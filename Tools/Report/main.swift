// What each binding style costs in code, counted from the sources, and at run time, from the
// figures `style-costs` measured into docs/costs/*.tsv: writes docs/COMPARISON.md and its charts
// (docs/images/*.svg).
//
//   report --write   regenerate the report (make report, make regenerate)
//   report --check   exit 1 when the committed report is stale (make docs-check)
//
// The styles are the registry's (`Style.allCases`): their identifiers, their modules, and what
// each says makes its code long or short and its run time dear or cheap (its lab's `StyleLab.costNotes`).
//
// Every figure of the code is the counter's (`source-syntax count`, Tools/SourceSyntax, on swift-syntax):
// lines, declarations, stateful bridges, concurrency annotations and Driver/Signal conversions, which
// `make report` and `make regenerate` write to docs/costs/code.tsv; the report counts no Swift itself.
// A line of code holds a token other than an import's, as the pitfall matrix's prices count it. In a style module, each feature has a
// folder: its view model (or model), and `<Feature>ViewController.swift`, the view controller's
// part with the style's `make<Feature>` function. The files outside the folders (the style's
// declaration, ViewModelType, `<~`) are the style's own infrastructure, counted once.
//
// By job: CodeCounts.swift reads the counter's rows and sums them per style and feature,
// RunFigures.swift reads the measured run-time figures, Report.swift lays out the page whose
// sections CodeSections.swift and RunTimeSections.swift write, with Table.swift's tables and
// Chart.swift's charts; this file writes or checks the result.

import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let mode = CommandLine.arguments.dropFirst().first ?? "--check"
do {
    let (markdown, charts) = try report(root: root)
    var files = ["docs/COMPARISON.md": markdown]
    for (name, svg) in charts { files["docs/images/\(name).svg"] = svg }
    switch mode {
    case "--write":
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs/images"), withIntermediateDirectories: true)
        for (path, text) in files {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
    case "--check":
        let stale = files.keys.sorted().filter { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != files[path]
        }
        guard stale.isEmpty else {
            FileHandle.standardError.write(
                Data("report: stale \(stale.joined(separator: ", ")); run `make report`\n".utf8))
            exit(1)
        }
    default:
        print(markdown, terminator: "")
    }
} catch {
    FileHandle.standardError.write(Data("report: \(error)\n".utf8))
    exit(2)
}
