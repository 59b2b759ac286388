import Foundation
import Testing

/// What `bindery-tui` links, read from the manifest as SwiftPM resolves it
/// (`swift package describe --type json`).
struct AppLinkageTests {
    /// The modules `bindery-tui` is built from: the app, its composition root and the product's
    /// modules, and nothing scripted, no scenario runner, no lab.
    @Test func theTerminalUILinksNoScriptedServicesNoScenariosAndNoLab() throws {
        let closure = try PackageDescription.read().closure(of: "bindery-tui")
        for module in ["ScriptedServices", "Scenarios", "Pitfalls", "CMainQueueJobCount", "AllocationCounter"] {
            #expect(!closure.contains(module), "bindery-tui links \(module)")
        }
        #expect(
            closure == [
                "bindery-tui", "TerminalApp", "TerminalUI", "CNcursesw", "Composition", "AppOptions", "Transcripts",
                "AllStyles",
                "StyleTransform", "StyleSubjects", "StyleProtocols", "StyleInitOnly", "StyleMVB", "StyleReactor",
                "StyleAsync", "Features", "Services", "Storage", "Domain", "ReactiveCore",
            ])
    }

    /// A build-tool plugin runs while `bindery-tui` is built and is not linked into it: the closure
    /// above leaves plugins out, and the one the app's modules use is `EmbedSources` (the code
    /// view's text), whose tool, `embed-sources`, is linked into no module.
    @Test func theTerminalUIIsBuiltWithOnePluginThatItDoesNotLink() throws {
        let package = try PackageDescription.read()
        #expect(package.plugins(usedBy: package.closure(of: "bindery-tui")) == ["EmbedSources"])
        #expect(
            package.targets.filter { $0.targetDependencies?.contains("embed-sources") == true }.map(\.name) == [
                "EmbedSources"
            ])
    }
}

/// The package's targets and what each depends on, as `swift package describe` tells.
struct PackageDescription: Decodable {
    struct Target: Decodable {
        let name: String
        /// `library`, `executable`, `test`, `plugin`, …
        let type: String
        let targetDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name
            case type
            case targetDependencies = "target_dependencies"
        }
    }

    let targets: [Target]

    /// `swift package describe --type json` run on this package, with a scratch path of its own
    /// so that it does not wait for the build that runs the tests.
    static func read() throws -> PackageDescription {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appending(path: "bindery-describe-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return try JSONDecoder().decode(PackageDescription.self, from: data)
    }

    /// `name` and every target it depends on, directly or not: what it links. Products of other
    /// packages are left out, and so are build-tool plugins, which run during the build
    /// (`plugins(usedBy:)`), and what they depend on.
    func closure(of name: String) -> Set<String> {
        let plugins = Set(targets.filter { $0.type == "plugin" }.map(\.name))
        let dependencies = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0.targetDependencies ?? []) })
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += (dependencies[next] ?? []).filter { !plugins.contains($0) }
        }
        return seen
    }

    /// The build-tool plugins that the targets `names` use directly.
    func plugins(usedBy names: Set<String>) -> Set<String> {
        let plugins = Set(targets.filter { $0.type == "plugin" }.map(\.name))
        return Set(targets.filter { names.contains($0.name) }.flatMap { $0.targetDependencies ?? [] })
            .intersection(plugins)
    }
}
