import Features
import Foundation
import Testing

@testable import TerminalApp

/// What docs/TUI.md and README.md say of the terminal UI's features, against the app: a feature
/// added to `Feature.allCases` fails here, naming the page and the place, until the pages say it.
@MainActor
@Suite(.tracksResources)
struct TerminalDocsTests {
    /// The repository's file at `path`.
    static func page(_ path: String) throws -> String {
        try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../\(path)"),
            encoding: .utf8)
    }

    /// The captures of `page` (`<!-- capture: NAME -->` and the text block after it): each
    /// capture's name and its first line.
    static func captures(_ page: String) -> [(name: String, firstLine: String)] {
        let lines = page.components(separatedBy: "\n")
        return lines.indices.compactMap { index in
            let line = lines[index]
            guard line.hasPrefix("<!-- capture: "), line.hasSuffix(" -->"), index + 2 < lines.count else { return nil }
            let name = line.dropFirst("<!-- capture: ".count).dropLast(" -->".count)
            return (String(name), lines[index + 2])
        }
    }

    @Test func tuiDocsCaptureEveryFeaturesScreen() throws {
        let names = Set(Self.captures(try Self.page("docs/TUI.md")).map(\.name))
        for feature in Feature.allCases {
            #expect(
                names.contains(feature.rawValue),
                """
                docs/TUI.md has no capture of \(feature)'s screen: add `<!-- capture: \(feature) -->` \
                under "The other features" and the keys that show it in Tools/TUIDocs/captures.sh, \
                then make tui-docs
                """)
        }
    }

    @Test func theCapturesShowTheTabBarOfTheFeaturesToday() async throws {
        var tabBar = ""
        try await Harness.run(columns: 240, rows: 26) { ui in
            tabBar = String(ui.screen.line(0).reversed().drop { $0 == " " }.reversed())
        }
        #expect(tabBar.hasSuffix(" \(Feature.allCases.count) \(Feature.allCases.last!)"))
        // Every capture that shows the tab bar (not the one of a terminal too small for the app).
        for path in ["README.md", "docs/TUI.md"] {
            for capture in Self.captures(try Self.page(path)) where capture.firstLine.hasPrefix("Bindery  ") {
                #expect(
                    capture.firstLine.hasPrefix(tabBar),
                    "\(path), capture \(capture.name): its tab bar is not today's (\(tabBar)): run make tui-docs")
            }
        }
    }

    @Test func tuiDocsNameTheFeaturesWhoseScreensTakeText() async throws {
        var takingText: [Feature] = []
        try await Harness.run { ui in
            for (index, feature) in Feature.allCases.enumerated() {
                await ui.press(.alt(Character(String(index + 1))), wait: 10)
                #expect(ui.app.feature == feature)
                if ui.app.panes.contains(where: \.takesText) { takingText.append(feature) }
            }
        }
        let sentence =
            "Printable keys are text wherever a text field is on screen ("
            + takingText.map(\.rawValue).joined(separator: ", ") + ")"
        #expect(
            try Self.page("docs/TUI.md").contains(sentence),
            "docs/TUI.md, \"The keys\": the features whose screens take text are named wrong; it should say \(sentence)"
        )
    }
}
