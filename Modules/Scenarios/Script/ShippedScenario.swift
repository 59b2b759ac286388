import Features
import Foundation

/// A scenario shipped with Bindery: `docs/scenarios/<feature>/<name>.scenario`, with the output it
/// prints through the transform style beside it (`<name>.expected`).
///
/// The one way the CLI, the cost runner and the tests find the shipped scenarios.
package struct ShippedScenario: Sendable, Hashable {
    /// The feature the script plays.
    package let feature: Feature
    /// `<feature>/<name>`, as reports name it.
    package let name: String
    /// The script's path.
    package let path: String

    /// The path of the output it prints (`make golden` writes it).
    package var expectedPath: String {
        String(path.dropLast(".scenario".count)) + ".expected"
    }

    /// Every scenario under `directory`, feature by feature in `Feature.allCases` order, each
    /// feature's by name; a feature without a folder has none.
    package static func all(under directory: String) -> [ShippedScenario] {
        Feature.allCases.flatMap { feature in
            let folder = (directory as NSString).appendingPathComponent(feature.rawValue)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return files.filter { $0.hasSuffix(".scenario") }.sorted().map { file in
                ShippedScenario(
                    feature: feature, name: "\(feature.rawValue)/\(file.dropLast(".scenario".count))",
                    path: (folder as NSString).appendingPathComponent(file))
            }
        }
    }

    /// The script, parsed.
    ///
    /// - Throws: The file's read error, or ``ScriptError`` with its place in the file.
    package func script() throws -> ScenarioScript {
        try ScriptParser.parse(try String(contentsOfFile: path, encoding: .utf8), feature: feature)
    }
}
