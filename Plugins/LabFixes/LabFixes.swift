import Foundation
import PackagePlugin

/// Compiles a lab's fixes: each patch in the target's `Fixes` folder
/// (`Modules/Lab/TransformLab/Fixes/MainAnswersLibrary.patch`) applied to the files it changes, in a
/// namespace named after the fix (the `lab-fixes` tool, `Tools/LabFixes`). Nothing generated is
/// committed; a patch that no longer applies fails the build, naming the fix.
///
/// A style's lab is a target `Modules/Lab/<Name>Lab` (`TransformLab`); its patches change the
/// style's feature files, in the module `Style<Name>`, whose enum is `<Name>Style`. Any other
/// target (the pitfall lab, `Pitfalls`, whose patches change the views its probes show, in
/// `Modules/Pitfalls/Views`) patches files of its own, compiled beside them. A fix may play any
/// Swift file of the folders its patch changes (the tool decides which), so those files and the
/// patch are the command's inputs, and a file for each of them is among its outputs.
@main
struct LabFixes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let lab = target as? SourceModuleTarget else { throw NotALab(target: target.name) }
        // The style's enum and module, or "-" for both: the target patches files of its own.
        let name = String(lab.name.dropLast("Lab".count))
        let style: [String] =
            lab.name.hasSuffix("Lab") && lab.name != "Lab" ? ["\(name)Style", "Style\(name)"] : ["-", "-"]
        let root = context.package.directoryURL.standardizedFileURL
        let fixes = lab.directoryURL.appending(path: "Fixes")
        let patches = ((try? FileManager.default.contentsOfDirectory(at: fixes, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "patch" }.sorted { $0.path < $1.path }
        let tool = try context.tool(named: "lab-fixes").url
        return try patches.map { patch in
            let fix = patch.deletingPathExtension().lastPathComponent
            let played = try featureFiles(changedBy: patch, root: root)
            let output = context.pluginWorkDirectoryURL.appending(path: fix)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            return .buildCommand(
                displayName: "Applying \(lab.name)'s fix \(fix)",
                executable: tool,
                arguments: [root.path] + style + [patch.path, output.path] + played.map(\.path),
                inputFiles: [patch] + played,
                outputFiles: [output.appending(path: "\(fix).swift")]
                    + played.map {
                        output.appending(path: "\(fix)+\($0.deletingPathExtension().lastPathComponent).swift")
                    })
        }
    }

    /// The Swift files of every folder holding a file `patch` changes (`+++ b/PATH` lines).
    private func featureFiles(changedBy patch: URL, root: URL) throws -> [URL] {
        let text = try String(contentsOf: patch, encoding: .utf8)
        let folders = Set(
            text.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }.map {
                root.appending(path: String($0.dropFirst("+++ b/".count))).deletingLastPathComponent()
            })
        return try folders.sorted { $0.path < $1.path }.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "swift" }.map(\.standardizedFileURL).sorted { $0.path < $1.path }
        }
    }
}

/// The plugin applied to a target that has no Swift sources.
struct NotALab: Error, CustomStringConvertible {
    let target: String

    var description: String {
        "LabFixes compiles the fixes of a target with Swift sources (a style's lab, Modules/Lab/<Name>Lab, or the "
            + "pitfall lab); \(target) is not one"
    }
}
