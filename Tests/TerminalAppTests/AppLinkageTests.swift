import Foundation
import Testing

/// What `bindery-tui` links, read from the manifest as SwiftPM resolves it
/// (`swift package describe --type json`).
struct AppLinkageTests {
    /// The modules `bindery-tui` is built from: the app, its composition root and the product's
    /// modules, and nothing scripted, no scenario runner, no lab.
    @Test func theTerminalUILinksNoScriptedServicesNoScenariosAndNoLab() throws {
        let closure = try PackageDescription.read().closure(of: "bindery-tui")
        for module in ["ScriptedServices", "Scenarios", "Pitfalls", "CMainQueue", "AllocationCounter"] {
            #expect(!closure.contains(module), "bindery-tui links \(module)")
        }
        #expect(
            closure == [
                "bindery-tui", "TerminalApp", "TerminalUI", "CNcursesw", "Composition", "AppOptions", "Transcripts",
                "Styles",
                "StyleTransform", "StyleSubjects", "StyleProtocols", "StyleInitOnly", "StyleMVB", "StyleReactor",
                "StyleAsync", "Features", "Services", "ServicesLive", "Storage", "Domain", "ReactiveCore",
            ])
    }
}

/// The package's targets and what each depends on, as `swift package describe` tells.
struct PackageDescription: Decodable {
    struct Target: Decodable {
        let name: String
        let targetDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name
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

    /// `name` and every target it depends on, directly or not (products of other packages left out).
    func closure(of name: String) -> Set<String> {
        let dependencies = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0.targetDependencies ?? []) })
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += dependencies[next] ?? []
        }
        return seen
    }
}
