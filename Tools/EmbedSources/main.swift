// Writes the terminal UI's EmbeddedSources.swift: each style's code for each feature, as the code
// view shows it. Run at build time by the EmbedSources plugin (Plugins/EmbedSources), which finds
// the style modules' feature files and declares them as the command's inputs; nothing else runs it.
//
//   embed-sources ROOT OUTPUT FILE…
//
// ROOT is the package's directory, OUTPUT the Swift file to write, each FILE a Swift file of a
// style module's feature folder (`ROOT/Modules/StyleAsync/Search/SearchModel.swift`). The folders
// name the entries (`StyleAsync/search`); every style module has the same feature folders. Within
// a folder the view model (or model) comes first, the view controller's part with the style's
// `make…` function last.

import Foundation

/// Stops with `message` on standard error: a build-tool's failure, shown by the build.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("embed-sources: \(message)\n".utf8))
    exit(1)
}

/// The view model (or model) first, the view controller's part last.
func readingOrder(_ lhs: String, _ rhs: String) -> Bool {
    let left = lhs.hasSuffix("ViewController.swift") ? 1 : 0
    let right = rhs.hasSuffix("ViewController.swift") ? 1 : 0
    return (left, lhs) < (right, rhs)
}

/// One feature folder of one style module, and its files' names.
struct Folder {
    let module: String
    let feature: String
    var files: [String]

    /// The folder's path from the package's directory, as the code view's `// ── path` lines show it.
    var path: String { "Modules/\(module)/\(feature)" }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: embed-sources ROOT OUTPUT FILE…") }
let root = URL(fileURLWithPath: arguments[0]).standardizedFileURL.path + "/"
let output = URL(fileURLWithPath: arguments[1])

var folders: [String: Folder] = [:]
for file in arguments.dropFirst(2) {
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    let parts = path.hasPrefix(root) ? path.dropFirst(root.count).split(separator: "/").map(String.init) : []
    guard parts.count == 4, parts[0] == "Modules", parts[3].hasSuffix(".swift") else {
        fail("\(file) is not a Swift file of a feature folder, Modules/<Style>/<Feature>/<File>.swift, under \(root)")
    }
    let key = "\(parts[1])/\(parts[2])"
    folders[key, default: Folder(module: parts[1], feature: parts[2], files: [])].files.append(parts[3])
}

/// Each module's feature folders: every module has the same ones.
let modules = Dictionary(grouping: folders.values, by: \.module).mapValues { Set($0.map(\.feature)) }
if let first = modules.min(by: { $0.key < $1.key }) {
    for (module, features) in modules where features != first.value {
        fail(
            "\(module) has the feature folders \(features.sorted()), \(first.key) \(first.value.sorted()); "
                + "every style module has one folder per feature")
    }
}

var entries: [String] = []
for folder in folders.values.sorted(by: { ($0.module, $0.feature) < ($1.module, $1.feature) }) {
    let text = folder.files.sorted(by: readingOrder).map { name in
        let path = "\(folder.path)/\(name)"
        guard let source = try? String(contentsOfFile: root + path, encoding: .utf8) else {
            fail("cannot read \(path) as UTF-8 text")
        }
        return "// ── \(path)\n\n" + source.trimmingCharacters(in: .newlines)
    }
    .joined(separator: "\n\n")
    guard !text.contains("\"\"\"#") else {
        fail("\(folder.path) contains the raw string's closing delimiter, \"\"\"#; it cannot be embedded as is")
    }
    let body = text.components(separatedBy: "\n").map { $0.isEmpty ? "" : "        " + $0 }
        .joined(separator: "\n")
    entries.append("        \"\(folder.module)/\(folder.feature.lowercased())\": #\"\"\"\n\(body)\n        \"\"\"#,")
}

/// The generated file's one import, written apart: a line of this file that begins with `import`
/// would read as the tool's own to `make lint` (Tools/Lint/dependencies.py).
let featuresImport = "import Features"

let file = """
    // swift-format-ignore-file
    // Generated at build time by the EmbedSources plugin (Plugins/EmbedSources, Tools/EmbedSources)
    // from the style modules' feature folders: edit them; this file is not in the source tree.

    \(featuresImport)

    /// Each style's code for each feature, as the terminal UI's code view shows it: the view model
    /// (or model), then the view controller's part with the style's function that binds it.
    enum EmbeddedSources {
        /// The code of `style` for `feature`; files begin with a `// ── path` line.
        static func source(style: Style, feature: Feature) -> String {
            sources["\\(style.module)/\\(feature.rawValue)"] ?? ""
        }

        private static let sources: [String: String] = [
    \(entries.joined(separator: "\n"))
        ]
    }

    """

// Written only when it changes: SwiftPM reruns this command whenever the tool is relinked, which
// each switch between build commands or flags does (`swift build --build-tests` with the import
// check, `swift test`, `swift build --product bindery-tui` in `make test`), and an untouched file
// keeps TerminalApp from recompiling it.
guard (try? String(contentsOf: output, encoding: .utf8)) != file else { exit(0) }
do {
    try file.write(to: output, atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(output.path): \(error.localizedDescription)")
}
