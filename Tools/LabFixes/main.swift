// Compiles one fix of a lab: the files its patch changes, with the patch applied, in a namespace
// named after the fix (`Namespacing`), and the fix's facts for the matrix. Run at build time by the
// LabFixes plugin (Plugins/LabFixes), which declares the patch and the folders' files as the
// command's inputs; `make lint` runs its second form, which prints what the first plays.
//
//   lab-fixes ROOT STYLE_TYPE STYLE_MODULE PATCH OUTPUT_DIRECTORY FILE…
//   lab-fixes played ROOT PATCH…
//
// ROOT is the package's directory; STYLE_TYPE the style's enum (`TransformStyle`), STYLE_MODULE its
// module (`StyleTransform`), or `-` for both when the patch changes files of the target that
// compiles it (the pitfall lab's views: nothing to import, no style enum); PATCH the fix's patch
// (`ROOT/Modules/Lab/TransformLab/Fixes/MainAnswersLibrary.patch`); each FILE a Swift file of a
// folder the patch changes (all of them, `folderFiles(changedBy:root:)`: the fix plays the files
// it changes and those that name a type a played file declares, `Namespacing.played`). Writes
// `NAME.swift`, the namespace with the fix's facts, and `NAME+FILE.swift` for each FILE (a comment
// alone for a file the fix does not play). `played` prints, for each PATCH, the files its fix
// plays (`printPlayed(_:)`).

import Foundation
import Patch

/// Stops with `message` on standard error: a build-tool's failure, shown by the build.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

func read(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { fail("lab-fixes: cannot read \(path)") }
    return String(decoding: data, as: UTF8.self)
}

func write(_ text: String, to path: String) {
    // Unchanged output keeps its date, so that the lab is not recompiled for nothing.
    guard FileManager.default.contents(atPath: path) != Data(text.utf8) else { return }
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        fail("lab-fixes: cannot write \(path)")
    }
}

/// `text` as a Swift string literal, raw enough that nothing in it needs escaping.
func literal(_ text: String) -> String {
    if !text.contains("\n") && !text.contains("\"") && !text.contains("\\") { return "\"\(text)\"" }
    var pounds = "#"
    while text.contains("\"" + pounds) || text.contains("\\" + pounds) { pounds += "#" }
    return text.contains("\n") ? "\(pounds)\"\"\"\n\(text)\n\"\"\"\(pounds)" : "\(pounds)\"\(text)\"\(pounds)"
}

func list(_ values: [String]) -> String {
    "[" + values.map(literal).joined(separator: ", ") + "]"
}

let arguments = CommandLine.arguments
if arguments.dropFirst().first == "played" {
    printPlayed(arguments.dropFirst(2))
    exit(0)
}
guard arguments.count >= 7 else {
    fail("usage: lab-fixes ROOT STYLE_TYPE STYLE_MODULE PATCH OUTPUT_DIRECTORY FILE…")
}
let root = URL(filePath: arguments[1]).standardizedFileURL.path + "/"
let (styleType, styleModule, patchPath, output) = (arguments[2], arguments[3], arguments[4], arguments[5])
/// Whether the patch changes files of the target that compiles it rather than a style's.
let ownFiles = styleModule == "-"
let folderFiles = arguments.dropFirst(6).map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
let relativePatch = patchPath.hasPrefix(root) ? String(patchPath.dropFirst(root.count)) : patchPath
let name = URL(filePath: patchPath).deletingPathExtension().lastPathComponent
/// The module that declares `LabFix`, which the fix's facts conform to.
let labModule = "Lab"

do {
    let patch = try FixPatch(name: name, text: read(patchPath))
    let changed = patch.files.map(\.path)
    for path in changed where !folderFiles.contains(path) {
        fail(
            "fix \(name): changes \(path), which is not "
                + (ownFiles ? "a Swift file of the folders the plugin was given" : "a feature file of \(styleModule)"))
    }
    let folders = folderFiles(changedBy: patch, root: root)
    guard Set(folders) == Set(folderFiles) else {
        fail(
            "fix \(name): the plugin gave the files \(folderFiles.sorted()), but the folders the patch changes "
                + "hold \(folders): Plugins/LabFixes and Tools/LabFixes/Played.swift must list the same files")
    }
    let texts = try patched(folderFiles, by: patch, root: root)
    let played = try Namespacing.played(texts, changed: Set(changed))
    let rewritten = try Namespacing.rewrite(
        texts.filter { played.contains($0.path) }, into: name, styleType: ownFiles ? "" : styleType)
    for path in folderFiles where !played.contains(path) {
        // Declared to the build as an output, but not played: the style's own file serves.
        let stem = URL(filePath: path).deletingPathExtension().lastPathComponent
        write(
            "// \(path) is not played by the fix \(name): the \(ownFiles ? "target's" : "style's") own serves.\n",
            to: "\(output)/\(name)+\(stem).swift")
    }
    for (path, text) in rewritten {
        let stem = URL(filePath: path).deletingPathExtension().lastPathComponent
        let file = """
            // Generated at build time by the LabFixes plugin: \(path)
            // with the fix \(relativePatch) applied, in the namespace \(name). Do not edit.
            \(ownFiles ? "" : "import \(styleModule)\n")\(text)

            """
        write(file, to: "\(output)/\(name)+\(stem).swift")
    }
    let changedCode = ownFiles ? "the files" : "\(styleModule)'s feature files"
    let facts = """
        // Generated at build time by the LabFixes plugin from \(relativePatch). Do not edit.
        import \(labModule)

        /// The fix \(name): \(patch.fix.replacingOccurrences(of: "\n", with: " ")).
        ///
        /// Its code is \(changedCode) with the patch applied, in this namespace.
        package enum \(name): LabFix {
            package static let patch = LabPatch(
                name: \(literal(name)),
                path: \(literal(relativePatch)),
                diff: \(literal(patch.diff.hasSuffix("\n") ? String(patch.diff.dropLast()) : patch.diff)),
                fix: \(literal(patch.fix)),
                rows: \(patch.rows),
                sideEffects: \(list(patch.sideEffects)),
                breaks: \(list(patch.breaks)),
                isAnAttempt: \(patch.isAnAttempt),
                changedFiles: \(list(changed)),
                playedFiles: \(list(played)))
        }

        """
    write(facts, to: "\(output)/\(name).swift")
} catch {
    fail("\(error)")
}
