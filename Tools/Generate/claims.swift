// Keeps docs/STYLES.md's and README.md's prose true to the pitfall matrix and the cost report: a sentence that
// states a verdict, a price or a count carries a marker right after it, naming what it rests on,
// and this tool reads the words before the marker (back to the clause's start: a `;`, a full
// stop, the parenthesis the marker is in, or the previous marker) and compares them with the
// matrix's cell.
//
//   … is traded for row 5: shown again to a rebuilt view, +5 statements<!-- matrix: 1 transform greeting -->
//   … (transform and init-only cancel it<!-- matrix: 13 transform init-only -->; …
//   … view controllers cancel it<!-- matrix: 13 async played -->    (as played: with this project's guards)
//   … (6 × 7 = 42 today<!-- matrix: features × styles -->)
//   … fifteen situations<!-- matrix: situations -->
//   … 419 lines<!-- report: lines protocols -->                      (the total in docs/COMPARISON.md)
//
// A `matrix: ROW STYLE… [FEATURE] [played]` marker checks each style's cell as its own code decides
// it (`styleVerdict`, what the decision table shows), or as played; with a feature, only that
// feature's part. The words it knows: avoidable, avoid(s) (a fix with no trade; "this project
// avoids": a guard of this project), traded, inherent, `+N statements`, keeps, loses, resets,
// cancel(s), finish(es), ⚠; a marker with none of them before it fails. A fix's verdict and price
// (avoidable, traded, inherent, `+N statements`) may stand in the page's own words only in a
// claim a marker closes, or quoted where the page defines them: one written without a marker
// fails too (the excerpts' samples and the generated decision table are not the page's words).
//
//   swift Tools/Generate/claims.swift --check MATRIX_JSON   (make docs-check, after decisions.swift
//                                                            leaves the matrix in .build/pitfalls.json)

import Foundation

let pages = ["docs/STYLES.md", "README.md"]
let report = "docs/COMPARISON.md"

struct Failure: Error, CustomStringConvertible {
    let description: String
}

/// One style's cell of one row, as the JSON has it.
struct Cell {
    let style: String
    let styleVerdict: String
    let verdict: String
    let kind: String?
    let extraStatements: Int?
    let projectGuard: Bool
}

/// `bindery pitfalls --format json`: each row's cells, the features and the styles.
struct Matrix {
    let rows: [Int: [Cell]]
    let features: [String]
    let styles: [String]

    init(json path: String) throws {
        guard let data = FileManager.default.contents(atPath: path),
            let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let situations = root["situations"] as? [[String: Any]],
            let kinds = root["outputKinds"] as? [String: Any]
        else { throw Failure(description: "cannot read the matrix from \(path) (make docs-check writes it)") }
        var rows: [Int: [Cell]] = [:]
        for situation in situations {
            let cells = (situation["cells"] as? [[String: Any]] ?? []).map { cell in
                Cell(
                    style: cell["style"] as? String ?? "",
                    styleVerdict: cell["styleVerdict"] as? String ?? "",
                    verdict: cell["verdict"] as? String ?? "",
                    kind: cell["kind"] as? String,
                    extraStatements: cell["extraStatements"] as? Int,
                    projectGuard: cell["stylePitfall"] as? Bool == true && cell["pitfall"] as? Bool == false)
            }
            rows[situation["id"] as? Int ?? 0] = cells
        }
        self.rows = rows
        features = Array(kinds.keys)
        styles = rows[1]?.map(\.style) ?? []
    }
}

/// The part of a verdict about `feature`: `palette, library: keeps the input` of
/// `greeting: ⚠ loses the input · palette, library: keeps the input`.
func part(of verdict: String, about feature: String?) -> String? {
    guard let feature, verdict.contains(": ") else { return verdict }
    return verdict.components(separatedBy: " · ").first { part in
        let subjects = part.components(separatedBy: ": ").first ?? ""
        return subjects.components(separatedBy: ", ").contains(feature)
    }
}

/// Verdict words, and what the matrix's text must contain for each.
let outcomes: [(words: [String], matrix: String)] = [
    (["keeps"], "keep"), (["loses"], "los"), (["resets"], "resets"),
    (["cancel", "cancels"], "cancel"), (["finish", "finishes"], "completes"),
]

/// What is wrong with `claim` for the cell: one message per word that disagrees.
func disagreements(_ claim: String, _ cell: Cell, feature: String?, played: Bool) -> [String] {
    let words = Set(claim.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init))
    guard let text = part(of: played ? cell.verdict : cell.styleVerdict, about: feature) else {
        return ["the matrix's \(cell.style) cell says nothing of \(feature ?? "")"]
    }
    var found = 0
    var wrong: [String] = []
    func expect(_ word: String, _ holds: Bool, _ matrix: String) {
        found += 1
        if !holds { wrong.append("“\(word)”, where the matrix's \(cell.style) cell says “\(matrix)”") }
    }
    for word in ["avoidable", "traded", "inherent"] where words.contains(word) {
        expect(word, cell.kind == word, cell.kind ?? "no fix: \(text)")
    }
    if words.contains("avoids") || words.contains("avoid") {
        let holds = words.contains("project") ? cell.projectGuard : cell.kind == "avoidable"
        expect("avoids", holds, cell.projectGuard ? "a guard of this project" : cell.kind ?? "no fix")
    }
    if let range = claim.range(of: #"\+\d+ statements?"#, options: .regularExpression) {
        let price = Int(claim[range].dropFirst().prefix { $0.isNumber })
        expect(
            String(claim[range]), price == cell.extraStatements, "+\(cell.extraStatements.map(String.init) ?? "none")")
    }
    if claim.contains("⚠") { expect("⚠", text.contains("⚠"), text) }
    for outcome in outcomes {
        guard let word = outcome.words.first(where: words.contains) else { continue }
        expect(word, text.contains(outcome.matrix), text)
    }
    return found == 0 ? ["no verdict word before the marker"] : wrong
}

/// `text` on one line, with code spans and links reduced to plain words.
func plain(_ text: String) -> String {
    text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        .replacingOccurrences(of: "`[^`]*`", with: "code", options: .regularExpression)
        .replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
}

/// The claim a marker closes: the words back to the start of its clause (a `;`, a full stop, an
/// opening parenthesis the marker is inside, or the previous marker), parentheses before it
/// included.
func claim(before marker: Range<String.Index>, in paragraph: String) -> String {
    let before = Array(plain(String(paragraph[..<marker.lowerBound])))
    return String(before[clauseStart(before)...])
}

/// Where the clause that ends `before` starts, as ``claim(before:in:)`` reads it.
func clauseStart(_ before: [Character]) -> Int {
    var start = before.count
    var depth = 0
    scan: while start > 0 {
        switch before[start - 1] {
        case ")": depth += 1
        case "(" where depth == 0: break scan
        case "(": depth -= 1
        case ";" where depth == 0: break scan
        case ">" where before[..<start].suffix(3) == ["-", "-", ">"]: break scan
        case "." where depth == 0 && start < before.count && before[start] == " ": break scan
        default: break
        }
        start -= 1
    }
    return start
}

/// The words that state a fix's verdict or price, which no sentence may use without a marker
/// (quoted, as where the page defines them, they state nothing).
let verdictWords = #"(?<![“"])\b(avoidable|traded|inherent)\b|\+\d+ statements?\b"#

/// Every verdict word of `paragraph` that no marker's claim covers, with its clause.
func unmarked(in paragraph: String) -> [String] {
    let text = plain(paragraph)
    let characters = Array(text)
    var covered: [Range<Int>] = []
    var searched = text.startIndex..<text.endIndex
    while let open = text.range(of: "<!-- ", range: searched) {
        let end = text.distance(from: text.startIndex, to: open.lowerBound)
        covered.append(clauseStart(Array(characters[..<end]))..<end)
        searched = open.upperBound..<text.endIndex
    }
    var found: [String] = []
    searched = text.startIndex..<text.endIndex
    while let word = text.range(of: verdictWords, options: .regularExpression, range: searched) {
        searched = word.upperBound..<text.endIndex
        let at = text.distance(from: text.startIndex, to: word.lowerBound)
        guard !covered.contains(where: { $0.contains(at) }) else { continue }
        let end = text.distance(from: text.startIndex, to: word.upperBound)
        let clause = characters[clauseStart(Array(characters[..<at]))..<end]
        found.append("“\(String(clause).trimmingCharacters(in: .whitespaces))”")
    }
    return found
}

/// `text` with the excerpts' samples and the generated decision table blanked (their lines kept,
/// empty): what the page says in its own words.
func prose(_ text: String) -> String {
    var inside = false
    return text.components(separatedBy: "\n").map { line in
        if line.hasPrefix("<!-- excerpt: ") || line.hasPrefix("<!-- decisions: ") { inside = true }
        defer { if line.hasPrefix("<!-- end excerpt") || line.hasPrefix("<!-- end of decisions") { inside = false } }
        return inside ? "" : line
    }.joined(separator: "\n")
}

/// The total lines of `style` in the cost report's table.
func totalLines(of style: String) throws -> String {
    let text = try String(contentsOfFile: report, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    guard let header = lines.first(where: { $0.hasPrefix("| feature: lines") }),
        let total = lines.first(where: { $0.hasPrefix("| **total**") }),
        let column = cells(header).firstIndex(of: style)
    else { throw Failure(description: "\(report) has no lines table with \(style)") }
    return cells(total)[column].replacingOccurrences(of: "*", with: "")
}

/// A markdown table row's cells.
func cells(_ row: String) -> [String] {
    row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
}

/// Counts as STYLES.md spells them.
let numbers = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
]

/// What is wrong with the claim a marker closes.
func check(_ marker: String, claim: String, matrix: Matrix) throws -> [String] {
    let words = marker.split(separator: " ").map(String.init)
    switch words.first {
    case "matrix:" where words.dropFirst().joined(separator: " ") == "features × styles":
        let (features, styles) = (matrix.features.count, matrix.styles.count)
        let expected = "\(features) × \(styles) = \(features * styles)"
        return claim.contains(expected) ? [] : ["says otherwise than \(expected)"]
    case "matrix:" where words.count == 2 && words[1] == "situations":
        let count = matrix.rows.count
        let spelled = count < numbers.count ? numbers[count] : "\(count)"
        return claim.lowercased().contains(spelled) || claim.contains("\(count)") ? [] : ["the matrix has \(count)"]
    case "matrix:":
        guard words.count >= 3, let row = Int(words[1]), let rowCells = matrix.rows[row] else {
            return ["a matrix marker is `matrix: ROW STYLE… [FEATURE] [played]`"]
        }
        let feature = words.first { matrix.features.contains($0) }
        let styles = words.dropFirst(2).filter { matrix.styles.contains($0) }
        let unknown = words.dropFirst(2).filter { !matrix.styles.contains($0) && $0 != feature && $0 != "played" }
        guard !styles.isEmpty, unknown.isEmpty else { return ["unknown words in the marker: \(unknown)"] }
        return styles.flatMap { style in
            disagreements(
                claim, rowCells.first { $0.style == style }!, feature: feature, played: words.contains("played"))
        }
    case "report:" where words.count == 3 && words[1] == "lines":
        let total = try totalLines(of: words[2])
        return claim.contains("\(total) lines") ? [] : ["\(report) totals \(total) lines for \(words[2])"]
    default:
        return ["an unknown marker"]
    }
}

do {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count == 2, arguments.first == "--check" else {
        throw Failure(description: "usage: claims.swift --check MATRIX_JSON")
    }
    let matrix = try Matrix(json: arguments.last!)
    var problems: [String] = []
    for page in pages {
        let text = prose(try String(contentsOfFile: page, encoding: .utf8))
        var lineNumber = 1
        for paragraph in text.components(separatedBy: "\n\n") {
            defer { lineNumber += paragraph.filter { $0 == "\n" }.count + 2 }
            for clause in unmarked(in: paragraph) {
                problems.append(
                    "\(page):\(lineNumber): \(clause) states a verdict or a price with no marker: "
                        + "close it with <!-- matrix: ROW STYLE… [FEATURE] -->, or say it otherwise")
            }
            var searched = paragraph.startIndex..<paragraph.endIndex
            while let open = paragraph.range(of: "<!-- ", range: searched),
                let close = paragraph.range(of: " -->", range: open.upperBound..<paragraph.endIndex)
            {
                searched = close.upperBound..<paragraph.endIndex
                let marker = String(paragraph[open.upperBound..<close.lowerBound])
                guard marker.hasPrefix("matrix: ") || marker.hasPrefix("report: ") else { continue }
                let said = claim(before: open, in: paragraph)
                let line = lineNumber + paragraph[..<open.lowerBound].filter { $0 == "\n" }.count
                for problem in try check(marker, claim: said, matrix: matrix) {
                    problems.append(
                        "\(page):\(line): “\(said.trimmingCharacters(in: .whitespaces))” <!-- \(marker) -->: \(problem)"
                    )
                }
            }
        }
    }
    guard problems.isEmpty else { throw Failure(description: problems.joined(separator: "\n")) }
} catch {
    FileHandle.standardError.write(Data("claims: \(error)\n".utf8))
    exit(1)
}
