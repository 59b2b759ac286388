// Keeps the docs' Swift samples true to the code: every ```swift fence in README.md,
// CONTRIBUTING.md, docs/*.md and the DocC articles sits between an excerpt marker and its end,
// and is the named declarations of a real file, copied by this tool. No Swift is typed by hand
// into prose.
//
//   <!-- excerpt: Modules/StyleTransform/ViewModelType.swift#ViewModelType -->
//   <!-- excerpt: Modules/StyleReactor/Search/SearchReactor.swift#SearchReactor: Action, mutate(action:) -->
//   ```swift
//   // Modules/StyleTransform/ViewModelType.swift
//   (the declaration, written by this tool)
//   ```
//   <!-- end excerpt 1f0c… -->
//
// After `#`, declarations by their dotted paths, separated by commas (`SearchModel.updateQuery(_:)`:
// a function by its argument labels, as DocC names it); `Type: a, b` is `Type.a, Type.b`. A declaration
// comes with its doc comment and attributes, and inside the declarations that enclose it (their
// first and last lines); every run of lines left out shows as one `// …`. No swift-syntax: a
// declaration is found by its keyword and name at its level, and ends where its braces balance.
// The end marker keeps a hash of the sample as written, so a sample edited by hand is told apart
// from a source that changed.
//
//   swift Tools/Generate/excerpts.swift --write   rewrite every sample (make regenerate)
//   swift Tools/Generate/excerpts.swift --check   exit 1 when a sample is stale, edited or untracked
//   swift Tools/Generate/excerpts.swift --print 'FILE#SELECTION'   show what a marker would insert

import Foundation

struct Failure: Error, CustomStringConvertible {
    let description: String
}

// MARK: - Finding declarations

/// A Swift file as lines, with the brace depth at the start of each (strings and comments skipped).
struct Source {
    let path: String
    let lines: [String]
    let depth: [Int]

    init(path: String) throws {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw Failure(description: "cannot read \(path)")
        }
        self.path = path
        lines = text.components(separatedBy: "\n")
        var depth: [Int] = []
        var level = 0
        var inMultilineString = false
        for line in lines {
            depth.append(level)
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString.toggle() }
            if inMultilineString || line.contains("\"\"\"") { continue }
            level += Self.braces(in: line)
        }
        self.depth = depth
    }

    /// Opened minus closed braces on `line`, outside strings and comments.
    static func braces(in line: String) -> Int {
        var count = 0
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "/" && previous == "/" {
                break
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                count += 1
            } else if character == "}" {
                count -= 1
            }
            previous = character
        }
        return count
    }
}

/// One declaration's lines: its doc comment and attributes first, its keyword on `line`, and the
/// line that opens its body when the body spans lines.
struct Declaration {
    let name: String
    let first: Int
    let line: Int
    let last: Int
    let opening: Int?

    var body: Range<Int>? { opening.map { ($0 + 1)..<last } }
}

let keywords: Set = [
    "func", "init", "var", "let", "case", "class", "struct", "enum", "protocol", "extension", "actor",
    "typealias", "associatedtype", "subscript",
]
let modifiers: Set = [
    "public", "package", "internal", "fileprivate", "private", "open", "final", "static", "override",
    "mutating", "nonisolated", "lazy", "weak", "unowned", "convenience", "required", "indirect", "dynamic",
]

/// The name a selection gives the declaration whose keyword is on `line`: `Name`, or a function's
/// `name(label:label:)` as DocC writes it; nil when no declaration starts there.
func name(at line: Int, in source: Source) -> String? {
    var text = Substring(source.lines[line].trimmingCharacters(in: .whitespaces))
    while text.hasPrefix("@") {  // attributes: `@MainActor`, `@Test(.tags(.slow))`
        text = text.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
        if text.hasPrefix("(") {
            var level = 0
            text = text.drop { character in
                if character == "(" { level += 1 } else if character == ")" { level -= 1 }
                return level > 0
            }.dropFirst()
        }
        text = text.drop { $0 == " " }
    }
    var words = text.split(separator: " ")[...]
    while let word = words.first,
        modifiers.contains(String(word.prefix { $0 != "(" }))
            || word == "class" && ["func", "var", "let", "subscript"].contains(words.dropFirst().first ?? "")
    {
        words = words.dropFirst()
    }
    guard let keyword = words.first else { return nil }
    let identifier: Substring
    if keyword.hasPrefix("init") || keyword.hasPrefix("subscript") {
        identifier = keyword.prefix { $0.isLetter }
        guard identifier == "init" || identifier == "subscript" else { return nil }
    } else {
        guard keywords.contains(String(keyword)), let next = words.dropFirst().first else { return nil }
        identifier = next.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !identifier.isEmpty else { return nil }
        guard keyword == "func" else { return String(identifier) }
    }
    return String(identifier) + labels(from: line, in: source)
}

/// `(label:label:)` of the parameter list that starts on `line`, possibly over several lines.
func labels(from line: Int, in source: Source) -> String {
    let text = source.lines[line...].joined(separator: " ")
    guard let open = text.firstIndex(of: "(") else { return "()" }
    var labels = ""
    var parameter = ""
    var level = 0
    for character in text[text.index(after: open)...] {
        if level == 0 && (character == "," || character == ")") {
            let label = parameter.trimmingCharacters(in: .whitespaces).prefix { $0 != ":" && $0 != " " }
            if !label.isEmpty { labels += "\(label):" }
            parameter = ""
            if character == ")" { break }
            continue
        }
        if "([<".contains(character) { level += 1 }
        if ")]>".contains(character) { level -= 1 }
        parameter.append(character)
    }
    return "(\(labels))"
}

/// The declaration whose keyword is on `line`, from its doc comment and attributes to the line
/// where its braces balance (without braces, where its statement ends).
func declaration(at line: Int, in source: Source) -> Declaration? {
    guard let name = name(at: line, in: source) else { return nil }
    var first = line
    while first > 0, leads(first - 1, in: source) {
        first -= 1
    }
    let base = source.depth[line]
    var last = line
    var opening: Int?
    while last + 1 < source.lines.count {
        if source.depth[last + 1] > base {
            opening = opening ?? last
        } else if !continues(after: last, in: source) {
            break
        }
        last += 1
    }
    return Declaration(name: name, first: first, line: line, last: last, opening: opening)
}

/// Whether a line above a declaration belongs to it: its doc comment, a comment, an attribute.
func leads(_ line: Int, in source: Source) -> Bool {
    let text = source.lines[line].trimmingCharacters(in: .whitespaces)
    return text.hasPrefix("//") && !text.hasPrefix("// MARK:")
        || text.hasPrefix("@") && name(at: line, in: source) == nil
}

/// Whether the statement on `line` goes on to the next line (a signature or an expression over
/// several lines).
func continues(after line: Int, in source: Source) -> Bool {
    let this = source.lines[line].trimmingCharacters(in: .whitespaces)
    let next = source.lines[line + 1].trimmingCharacters(in: .whitespaces)
    return ["(", ",", "=", "->"].contains { this.hasSuffix($0) }
        || [".", ")", "->", "{", "where "].contains { next.hasPrefix($0) }
}

/// The declarations directly inside `lines` (a file, or a body), in order.
func members(of lines: Range<Int>, in source: Source) -> [Declaration] {
    var found: [Declaration] = []
    var line = lines.lowerBound
    while line < lines.upperBound {
        if source.depth[line] == source.depth[lines.lowerBound], let declaration = declaration(at: line, in: source) {
            found.append(declaration)
            line = declaration.last + 1
        } else {
            line += 1
        }
    }
    return found
}

/// The declarations a dotted path names, outermost first. Every declaration of a name at a level
/// is searched (a type and its extensions), the first that holds the rest of the path taken.
func resolve(_ path: ArraySlice<String>, in lines: Range<Int>, of source: Source) -> [Declaration]? {
    for declaration in members(of: lines, in: source) where declaration.name == path.first {
        if path.count == 1 { return [declaration] }
        if let body = declaration.body, let rest = resolve(path.dropFirst(), in: body, of: source) {
            return [declaration] + rest
        }
    }
    return nil
}

// MARK: - Printing an excerpt

/// The sample a selection makes: `Path, Path` (those declarations), or `Path: member, member`
/// (those members of it), each inside the first and last lines of the declarations enclosing it.
func excerpt(of selection: String, in source: Source) throws -> String {
    let parts = selection.components(separatedBy: ": ")
    let prefix = parts.count == 2 ? parts[0] + "." : ""
    let paths = parts.last!.components(separatedBy: ", ").map { prefix + $0.trimmingCharacters(in: .whitespaces) }
    var shown = Set<Int>()
    for path in paths {
        let components = path.split(separator: ".").map(String.init)
        guard let chain = resolve(components[...], in: 0..<source.lines.count, of: source) else {
            throw Failure(description: "\(source.path) has no declaration \(path)")
        }
        for enclosing in chain.dropLast() {
            shown.formUnion(enclosing.first...(enclosing.opening ?? enclosing.line))
            shown.insert(enclosing.last)
        }
        shown.formUnion(chain.last!.first...chain.last!.last)
    }
    var printed: [String] = []
    var skipped: [String] = []
    for line in shown.min()!...shown.max()! {
        guard shown.contains(line) else {
            skipped.append(source.lines[line])
            continue
        }
        if let first = skipped.first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            // One mark for the run, with the blank lines that framed it.
            if skipped.first!.trimmingCharacters(in: .whitespaces).isEmpty { printed.append("") }
            printed.append(String(first.prefix { $0 == " " }) + "// …")
            if skipped.last!.trimmingCharacters(in: .whitespaces).isEmpty { printed.append("") }
        } else {
            printed += skipped
        }
        skipped = []
        printed.append(source.lines[line])
    }
    return printed.joined(separator: "\n")
}

// MARK: - The documents

/// Every page people read: README.md, CONTRIBUTING.md, docs/*.md and the DocC articles of every
/// catalog under Modules (`Documentation.docc`, at any depth).
let documents =
    ["README.md", "CONTRIBUTING.md"]
    + ((try? FileManager.default.contentsOfDirectory(atPath: "docs")) ?? []).filter { $0.hasSuffix(".md") }
    .map { "docs/\($0)" }
    + ((FileManager.default.enumerator(atPath: "Modules")?.allObjects as? [String]) ?? []).filter { path in
        path.hasSuffix(".md") && path.split(separator: "/").dropLast().contains { $0.hasSuffix(".docc") }
    }.map { "Modules/\($0)" }

let begin = "<!-- excerpt: "
let end = "<!-- end excerpt"

/// What `arguments` print, run with `input` on standard input; fails when they fail.
func run(_ arguments: [String], input: String = "") throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0].hasPrefix("/") ? arguments[0] : "/usr/bin/env")
    process.arguments = arguments[0].hasPrefix("/") ? Array(arguments.dropFirst()) : arguments
    let (stdin, stdout) = (Pipe(), Pipe())
    (process.standardInput, process.standardOutput) = (stdin, stdout)
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Failure(description: "\(arguments[0]) failed") }
    return output.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The one digest's command (Tools/Digest), built if need be: a script cannot import its module.
nonisolated(unsafe) var digestCommand: String?

/// The digest of `text` (Tools/Digest's FNV-1a) without its leading zeros: the end marker's record
/// of the sample it closes.
func hash(_ text: String) throws -> String {
    if digestCommand == nil {
        let build = [
            ProcessInfo.processInfo.environment["SWIFT"] ?? "swift", "build", "--package-path", "Tools/Digest",
        ]
        _ = try run(build + ["--product", "digest"])
        digestCommand = try run(build + ["--show-bin-path"]) + "/digest"
    }
    let digits = try run([digestCommand!], input: text).drop { $0 == "0" }
    return digits.isEmpty ? "0" : String(digits)
}

/// The document at `path` with every sample rewritten from its source; what is stale in it as it
/// is (a sample edited, or its source changed); and its Swift typed by hand, outside any marker.
func refreshed(_ path: String) throws -> (text: String, stale: [String], untracked: [String]) {
    let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    var output: [String] = []
    var stale: [String] = []
    var untracked: [String] = []
    var index = 0
    while index < lines.count {
        let line = lines[index]
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("```swift") {
            untracked.append("\(path):\(index + 1): a Swift sample outside an excerpt marker: excerpt a real file")
        }
        output.append(line)
        index += 1
        guard line.hasPrefix(begin), line.hasSuffix(" -->") else { continue }
        let reference = line.dropFirst(begin.count).dropLast(" -->".count)
        guard let hashMark = reference.firstIndex(of: "#") else {
            throw Failure(description: "\(path):\(index): an excerpt names no declaration (file#Declaration)")
        }
        guard let close = lines[index...].firstIndex(where: { $0.hasPrefix(end) }) else {
            throw Failure(description: "\(path):\(index): an excerpt without `\(end) -->`")
        }
        let file = String(reference[..<hashMark])
        let sample: String
        do {
            sample = try excerpt(of: String(reference[reference.index(after: hashMark)...]), in: Source(path: file))
        } catch {
            throw Failure(description: "\(path):\(index): \(error)")
        }
        let written = lines[index..<close].joined(separator: "\n")
        let fresh = "```swift\n// \(file)\n\(sample)\n```"
        let recorded = lines[close].dropFirst(end.count).dropLast(" -->".count).trimmingCharacters(in: .whitespaces)
        if written != fresh {
            stale.append(
                recorded == (try hash(written))
                    ? "\(path):\(index): the code of \(reference) changed since its excerpt was written: "
                        + "run make regenerate (or swift Tools/Generate/excerpts.swift --write)"
                    : "\(path):\(index): the excerpt of \(reference) was edited by hand: "
                        + "edit the source instead, then run make regenerate")
        } else if recorded != (try hash(written)) {
            stale.append("\(path):\(close + 1): the end marker's hash is stale: run make regenerate")
        }
        output += [fresh, "\(end) \(try hash(fresh)) -->"]
        index = close + 1
    }
    return (output.joined(separator: "\n"), stale, untracked)
}

do {
    let arguments = CommandLine.arguments.dropFirst()
    let mode = arguments.first
    if mode == "--print", let reference = arguments.dropFirst().first, let hashMark = reference.firstIndex(of: "#") {
        let selection = String(reference[reference.index(after: hashMark)...])
        print(try excerpt(of: selection, in: Source(path: String(reference[..<hashMark]))))
        exit(0)
    }
    guard mode == "--write" || mode == "--check" else {
        throw Failure(description: "usage: excerpts.swift --write | --check | --print FILE#DECLARATION")
    }
    var problems: [String] = []
    for path in documents.sorted() {
        let (text, stale, untracked) = try refreshed(path)
        if mode == "--write", text != (try String(contentsOfFile: path, encoding: .utf8)) {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        problems += (mode == "--check" ? stale : []) + untracked
    }
    guard problems.isEmpty else { throw Failure(description: problems.joined(separator: "\n")) }
} catch {
    FileHandle.standardError.write(Data("excerpts: \(error)\n".utf8))
    exit(1)
}
