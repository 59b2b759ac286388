import AllStyles
import Features
import Testing

@testable import TerminalApp

/// The code view shows each style's code for each feature: the sources the `EmbedSources` plugin
/// generates at build time have it, for every feature of `Feature.allCases` (a feature without its
/// folders fails here until each style module has one).
@MainActor
struct EmbeddedSourcesTests {
    @Test func everyStyleHasCodeForEveryFeature() {
        var missing: [String] = []
        for style in Style.allCases {
            for feature in Feature.allCases where EmbeddedSources.source(style: style, feature: feature).isEmpty {
                missing.append("\(style.module)/\(feature.rawValue)")
            }
        }
        #expect(missing == [])
    }
}
