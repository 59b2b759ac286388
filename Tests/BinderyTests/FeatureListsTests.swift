import Features
import Foundation
import Testing

/// The pages that name the features one by one, against `Feature.allCases`: a feature added there
/// fails here, naming the page and the place, until the page names it too. (The terminal UI's
/// pages are checked against the app in TerminalAppTests.)
struct FeatureListsTests {
    /// The features' identifiers in `Feature.allCases` order.
    let names = Feature.allCases.map(\.rawValue)

    /// The repository's file at `path`.
    func page(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeListsTheFeatures() throws {
        let sentence = "The features are " + names.dropLast().joined(separator: ", ") + " and " + names.last! + ";"
        #expect(
            try page("README.md").contains(sentence), "README.md, under the styles' capture: should say \(sentence)")
    }

    @Test func theReadmesTourVisitsEveryFeatureInOrder() throws {
        let readme = try page("README.md")
        for (index, name) in names.enumerated() {
            #expect(
                readme.contains("\n\(index + 1). **\(name)** ("),
                "README.md, \"A first tour of the terminal UI\": item \(index + 1) should be \(name) (`\(index + 1). **\(name)** (…`)"
            )
        }
        #expect(
            !readme.contains("\n\(names.count + 1). **"),
            "README.md, \"A first tour of the terminal UI\": an item past the last feature")
    }

    @Test func stylesListsTheFeatures() throws {
        let list = "Bindery implements its features (" + names.joined(separator: ", ") + ")"
        #expect(try page("docs/STYLES.md").contains(list), "docs/STYLES.md, first line: should say \(list)")
    }

    @Test func theFeaturesCatalogCuratesEveryViewContract() throws {
        let catalog = try page("Modules/Features/Documentation.docc/Features.md")
        for name in names {
            let contract = "- ``\(name.prefix(1).uppercased() + name.dropFirst())View``"
            #expect(
                catalog.contains(contract),
                "Modules/Features/Documentation.docc/Features.md, \"View contracts\": no \(contract)")
        }
    }

    /// Each style module's DocC landing page (`Modules/Style<Name>/Documentation.docc/Style<Name>.md`)
    /// curates the feature's view model (or model, or reactor): DocC files a type left out under
    /// its default topics without a warning.
    @Test func everyStylesCatalogCuratesEveryFeature() throws {
        let modules = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Modules").path
        )
        .filter { $0.hasPrefix("Style") }.sorted()
        #expect(modules.count >= 7)
        for module in modules {
            let path = "Modules/\(module)/Documentation.docc/\(module).md"
            let catalog = try page(path)
            for name in names {
                let type = "- ``\(name.prefix(1).uppercased() + name.dropFirst())"
                #expect(catalog.contains(type), "\(path), \"Topics\": nothing of \(name) (no \(type)…``)")
            }
        }
    }
}
