import Features
import Foundation
import Styles
import Testing

@testable import Scenarios

/// The scenarios shipped under docs/scenarios, found from this file's place in the repository.
let shippedScenarios: [(feature: Feature, path: String)] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/scenarios")
    return Feature.allCases.flatMap { feature in
        let directory = root.appendingPathComponent(feature.rawValue)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".scenario") }.sorted().map {
            (feature, directory.appendingPathComponent($0).path)
        }
    }
}()

struct ShippedScenarioTests {
    @Test func everyFeatureHasShippedScenarios() {
        #expect(Set(shippedScenarios.map(\.feature)) == Set(Feature.allCases))
        #expect(shippedScenarios.count >= 15)
    }

    @Test func everyShippedScenarioAgreesAcrossAllStyles() throws {
        for (feature, path) in shippedScenarios {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let script = try ScriptParser.parse(text, feature: feature)
            let comparison = Comparison(transcripts: try Style.allCases.map { ($0, try runner.run(script, style: $0)) })
            #expect(comparison.firstDivergence == nil, "\(path): \(comparison.firstDivergence ?? "")")
            #expect(!comparison.transcripts[0].transcript.entries.isEmpty, "\(path) shows something")
        }
    }
}
