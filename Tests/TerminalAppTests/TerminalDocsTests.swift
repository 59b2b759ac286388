import Features
import Foundation
import TerminalUI
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
    /// capture's name, its first line, and its width (its widest line: the status line reaches
    /// the right edge).
    static func captures(_ page: String) -> [(name: String, firstLine: String, width: Int)] {
        let lines = page.components(separatedBy: "\n")
        return lines.indices.compactMap { index in
            let line = lines[index]
            guard line.hasPrefix("<!-- capture: "), line.hasSuffix(" -->"), index + 2 < lines.count else { return nil }
            let name = line.dropFirst("<!-- capture: ".count).dropLast(" -->".count)
            let block = lines[(index + 2)...].prefix { $0 != "```" }
            return (String(name), lines[index + 2], block.map(\.displayWidth).max() ?? 0)
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
        // The tab bar the app draws at `width` columns, the palette shown (no hint at its right).
        var tabBars: [Int: String] = [:]
        func tabBar(_ width: Int) async throws -> String {
            if let known = tabBars[width] { return known }
            var drawn = ""
            try await Harness.run(columns: width, rows: 26) { ui in
                drawn = String(ui.screen.line(0).reversed().drop { $0 == " " }.reversed())
            }
            tabBars[width] = drawn
            return drawn
        }
        #expect(try await tabBar(240).hasSuffix(" \(Feature.allCases.count) \(Feature.allCases.last!)"))
        // Every capture that shows the tab bar (not the one of a terminal too small for the app).
        for path in ["README.md", "docs/TUI.md"] {
            for capture in Self.captures(try Self.page(path)) where capture.firstLine.hasPrefix("Bindery  ") {
                let today = try await tabBar(capture.width)
                #expect(
                    capture.firstLine.hasPrefix(today),
                    "\(path), capture \(capture.name): its tab bar is not today's (\(today)): run make tui-docs")
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
