import Foundation
import Patch

/// The Swift files of every folder holding a file `patch` changes, relative to `root` (which ends
/// in `/`), sorted: the files a fix may play. The plugin (Plugins/LabFixes), which cannot import
/// this tool's code, lists the same files as the command's inputs; the build fails when the two
/// lists differ.
func folderFiles(changedBy patch: FixPatch, root: String) -> [String] {
    let folders = Set(patch.files.map { $0.path.split(separator: "/").dropLast().joined(separator: "/") })
    return folders.sorted().flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: root + folder)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }
}

/// `files` (relative to `root`) as the fix sees them: each file `patch` changes with the patch
/// applied, the others as they are.
func patched(_ files: [String], by patch: FixPatch, root: String) throws -> [(path: String, text: String)] {
    let changed = Set(patch.files.map(\.path))
    return try files.map { path in
        let original = read(root + path)
        return (path: path, text: changed.contains(path) ? try patch.apply(toFileAt: path, original) : original)
    }
}

/// `lab-fixes played ROOT PATCH…`: for each patch, each file its fix plays (`Namespacing.played`,
/// as the build plays it), one line each, `PATCH<TAB>FILE`, the file relative to ROOT. The lint
/// reads a lab's imports through them (Tools/Lint/dependencies.py), so the rule has one source.
func printPlayed(_ arguments: ArraySlice<String>) {
    guard let rootArgument = arguments.first, arguments.count >= 2 else {
        fail("usage: lab-fixes played ROOT PATCH…")
    }
    let root = URL(filePath: rootArgument).standardizedFileURL.path + "/"
    for patchPath in arguments.dropFirst() {
        let name = URL(filePath: patchPath).deletingPathExtension().lastPathComponent
        do {
            let patch = try FixPatch(name: name, text: read(patchPath))
            let files = try patched(folderFiles(changedBy: patch, root: root), by: patch, root: root)
            for path in try Namespacing.played(files, changed: Set(patch.files.map(\.path))) {
                print("\(patchPath)\t\(path)")
            }
        } catch {
            fail("\(error)")
        }
    }
}
