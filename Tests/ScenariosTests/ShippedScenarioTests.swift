import AllStyles
import Features
import Foundation
import Testing
import Transcripts

@testable import Scenarios

/// The scenarios shipped under docs/scenarios, found from this file's place in the repository.
let shippedScenarios: [ShippedScenario] = ShippedScenario.all(
    under: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/scenarios").path)

@MainActor
struct ShippedScenarioTests {
    @Test func everyFeatureHasShippedScenarios() {
        #expect(Set(shippedScenarios.map(\.feature)) == Set(Feature.allCases))
        #expect(shippedScenarios.count >= 15)
    }

    @Test func everyShippedScenarioAgreesAcrossAllStyles() async throws {
        for scenario in shippedScenarios {
            let (path, script) = (scenario.path, try scenario.script())
            var transcripts: [(style: Style, transcript: Transcript)] = []
            for style in Style.allCases { transcripts.append((style, try await runner.run(script, style: style))) }
            let comparison = Comparison(transcripts: transcripts)
            #expect(comparison.firstDivergence == nil, "\(path): \(comparison.firstDivergence ?? "")")
            #expect(!comparison.transcripts[0].transcript.entries.isEmpty, "\(path) shows something")
        }
    }
}
