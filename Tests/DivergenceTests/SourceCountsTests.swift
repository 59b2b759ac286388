import Digest
import Foundation
import Testing

@testable import Pitfalls

/// The counts of source lines the matrix quotes are embedded, counted at `make regenerate` by
/// `source-syntax count`: every count the matrix asks for has an answer, and every file counted
/// is as it was when counted (a variant, a style or a counted file changed since fails here until
/// `make regenerate` counts it again).
struct SourceCountsTests {
    @Test func everyRequestHasAnAnswer() {
        var unanswered: [String] = []
        for request in SourceCounts.requests().split(separator: "\n") {
            let fields = request.split(separator: "\t")
            let key = "\(fields[0]) \(fields[1])"
            if SourceCounts.counted[key] == nil { unanswered.append(key) }
        }
        #expect(unanswered == [], "run `make regenerate`")
    }

    @Test func everyCountedFileIsAsCounted() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var changed: [String] = []
        for (path, digest) in SourceCounts.digests.sorted(by: { $0.key < $1.key }) {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            if Digest.of(text) != digest { changed.append(path) }
        }
        #expect(changed == [], "changed since they were counted: run `make regenerate`")
    }

    /// The one-line `observe(on: MainScheduler.instance)` fix of the library costs one statement in
    /// every style that writes it so: its patch adds that one hop, and nothing is renamed back.
    @Test(arguments: ["TransformLab", "SubjectsLab", "ProtocolsLab", "MVBLab"])
    func theLibrarysOneLineHopCostsOneStatement(lab: String) {
        #expect(SourceCounts.counted["price Modules/Lab/\(lab)/Fixes/MainAnswersLibrary.patch"] == 1)
    }
}
