// Checks docs/COMPATIBILITY.md, the RxSwift audit, against the API-surface test
// (Tests/ReactiveCoreTests/APISurface/), which calls every declaration the audit marks present or
// differs and names each on a `// rx:` line above the call.
//
//   swift Tools/Generate/compatibility.swift --check   exit 1 on any mismatch (make docs-check)
//   swift Tools/Generate/compatibility.swift --counts  print the audit's counts
//
// It fails when a declaration marked present or differs has no `// rx:` line, when one marked
// left out has one, when a `// rx:` line names a declaration the audit does not list, or when
// the counts the page, the README or the DocC landing page state are not the counts of its rows.

import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let auditPath = "docs/COMPATIBILITY.md"
let surfacePath = "Tests/ReactiveCoreTests/APISurface"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("compatibility: \(message)\n".utf8))
    exit(1)
}

guard let audit = try? String(contentsOf: root.appendingPathComponent(auditPath), encoding: .utf8) else {
    fail("cannot read \(auditPath)")
}

// `| `declaration` | status | note |`, with `|` inside a declaration escaped as `\|`.
var statuses: [String: String] = [:]
var rows = 0
for line in audit.split(separator: "\n") where line.hasPrefix("| `") {
    let body = line.dropFirst(3)
    guard let close = body.range(of: "` | ") else { fail("malformed row: \(line)") }
    let declaration = body[..<close.lowerBound].replacingOccurrences(of: "\\|", with: "|")
    let rest = body[close.upperBound...]
    guard let status = ["present", "differs", "left out"].first(where: { rest.hasPrefix($0 + " |") }) else {
        fail("row without a status: \(line)")
    }
    if let earlier = statuses[declaration], earlier != status {
        fail("\(declaration) is both \(earlier) and \(status)")
    }
    statuses[declaration] = status
    rows += 1
}
guard rows > 0 else { fail("no rows in \(auditPath)") }

var marked: [String: String] = [:]
let surface = root.appendingPathComponent(surfacePath)
let files = (try? FileManager.default.contentsOfDirectory(atPath: surface.path)) ?? []
for file in files.sorted() where file.hasSuffix(".swift") {
    let text = try String(contentsOf: surface.appendingPathComponent(file), encoding: .utf8)
    for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("// rx: ") else { continue }
        for name in trimmed.dropFirst(7).components(separatedBy: " | ") {
            marked[name.trimmingCharacters(in: .whitespaces)] = file
        }
    }
}

var problems: [String] = []
for (declaration, status) in statuses.sorted(by: { $0.key < $1.key }) {
    let called = marked[declaration] != nil
    if status == "left out", called {
        problems.append("\(declaration) is marked left out but \(marked[declaration]!) calls it")
    } else if status != "left out", !called {
        problems.append("\(declaration) is marked \(status) but no `// rx:` line in \(surfacePath) names it")
    }
}
for (name, file) in marked.sorted(by: { $0.key < $1.key }) where statuses[name] == nil {
    problems.append("\(file) names \(name), which \(auditPath) does not list")
}

let counts = Dictionary(grouping: statuses.values, by: { $0 }).mapValues(\.count)
let stated =
    "**\(statuses.count) declarations: \(counts["present", default: 0]) present, "
    + "\(counts["differs", default: 0]) differ, \(counts["left out", default: 0]) left out.**"
if !audit.contains(stated) {
    problems.append("the counts line should read \(stated)")
}

// The README and the DocC landing page state the same counts in prose.
for page in ["README.md", "Modules/ReactiveCore/Documentation.docc/ReactiveCore.md"] {
    guard let text = try? String(contentsOf: root.appendingPathComponent(page), encoding: .utf8) else {
        problems.append("cannot read \(page)")
        continue
    }
    let prose = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let phrases = [
        "\(statuses.count) public declarations", "\(counts["present", default: 0]) are",
        "\(counts["differs", default: 0]) differ", "\(counts["left out", default: 0]) are left out",
    ]
    for phrase in phrases where !prose.contains(phrase) {
        problems.append("\(page) should say \"\(phrase)\" (the audit's counts)")
    }
}

if CommandLine.arguments.contains("--counts") {
    print("\(stated) (\(rows) rows, \(marked.count) names in the API-surface test)")
}
guard problems.isEmpty else {
    fail(problems.joined(separator: "\n") + "\n(\(problems.count) problem(s))")
}
