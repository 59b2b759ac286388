import Foundation
import PackagePlugin

/// Generates the terminal UI's `EmbeddedSources.swift` at build time: each style's code for each
/// feature, which the code view shows.
///
/// The style modules are the package's library targets under `Modules/Style<Name>`; their feature
/// files are the Swift files one folder down (`Modules/StyleAsync/Search/SearchModel.swift`).
/// Those files are the command's inputs and the generated file its one output, so an edit to a
/// style's feature file regenerates it, and no other edit does. The `embed-sources` tool (`Tools/EmbedSources`) writes the file.
@main
struct EmbedSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // One target shows the code: applied to a second, the plugin would make a second
        // `EmbeddedSources` type.
        guard target.name == "TerminalApp" else { throw NotTheCodeView(target: target.name) }
        let root = context.package.directoryURL.standardizedFileURL
        let files = context.package.targets.compactMap(styleModule).flatMap { module in
            featureFiles(of: module)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding the style modules' feature sources in \(target.name)",
                executable: try context.tool(named: "embed-sources").url,
                arguments: [root.path, output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }

    /// `target` as a style module: a library under `Modules/Style<Name>`.
    private func styleModule(_ target: Target) -> SourceModuleTarget? {
        guard let module = target as? SourceModuleTarget, module.kind == .generic,
            module.name.hasPrefix("Style"),
            module.directoryURL.deletingLastPathComponent().lastPathComponent == "Modules"
        else { return nil }
        return module
    }

    /// The Swift files of `module`'s feature folders: one folder below the module's own.
    private func featureFiles(of module: SourceModuleTarget) -> [URL] {
        let directory = module.directoryURL.standardizedFileURL.pathComponents
        return module.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL }.filter { file in
            file.pathComponents.count == directory.count + 2
                && Array(file.pathComponents.prefix(directory.count)) == directory
        }
    }
}

/// The plugin applied to a target other than the terminal UI's, the one whose code view it feeds.
struct NotTheCodeView: Error, CustomStringConvertible {
    let target: String

    var description: String {
        "EmbedSources feeds TerminalApp's code view; applied to \(target), it would make a second EmbeddedSources type"
    }
}
