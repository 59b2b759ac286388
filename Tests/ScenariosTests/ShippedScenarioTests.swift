import Features
import Foundation
import Styles
import Testing

@testable import Scenarios

/// The scenarios shipped under docs/scenarios, found from this file's place in the repository.
let shippedScenarios: [ShippedScenario] = ShippedScenario.all(
    under: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/scenarios").path)

struct ShippedScenarioTests {
    @Test func everyFeatureHasShippedScenarios() {
        #expect(Set(shippedScenarios.map(\.feature)) == Set(Feature.allCases))
        #expect(shippedScenarios.count >= 15)
    }

    @Test func everyShippedScenarioAgreesAcrossAllStyles() throws {
        for scenario in shippedScenarios {
            let (path, script) = (scenario.path, try scenario.script())
            let comparison = Comparison(transcripts: try Style.allCases.map { ($0, try runner.run(script, style: $0)) })
            #expect(comparison.firstDivergence == nil, "\(path): \(comparison.firstDivergence ?? "")")
            #expect(!comparison.transcripts[0].transcript.entries.isEmpty, "\(path) shows something")
        }
    }
}
