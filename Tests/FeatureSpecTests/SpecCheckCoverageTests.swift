import Features
import Foundation
import Testing

/// Every test of the spec that takes a style is a check the variants play (``SpecCheck/all(_:)``)
/// or is excluded by name with its reason (``SpecCheck/notChecks``): a new test of the spec fails
/// here until it is placed in one list.
struct SpecCheckCoverageTests {
    @Test func everyTestOfTheSpecIsACheckOrExcludedWithItsReason() throws {
        let folder = URL(filePath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let declaration = /@Test\(arguments: Style\.allCases\)\s+func (\w+)\(style: Style\)/
        let tests = try files.flatMap { file in
            try String(contentsOf: folder.appending(path: file), encoding: .utf8).matches(of: declaration).map {
                String($0.output.1)
            }
        }
        let checks = Feature.allCases.flatMap(SpecCheck.all).map(\.test)
        #expect(checks.count > 30)
        #expect(tests.count == checks.count + SpecCheck.notChecks.count)
        #expect(Set(checks).count == checks.count, "a check is listed twice")
        for check in checks where !tests.contains(check) {
            Issue.record("SpecCheck.all lists \"\(check)\", which is no test of the spec taking a style")
        }
        for test in SpecCheck.notChecks.keys.sorted() {
            #expect(tests.contains(test), "SpecCheck.notChecks names \(test), which is no test of the spec")
            #expect(!checks.contains(test), "\(test) is both a check and excluded")
        }
        for test in tests where !checks.contains(test) && SpecCheck.notChecks[test] == nil {
            Issue.record("\(test) is neither in SpecCheck.all nor in SpecCheck.notChecks (with why)")
        }
    }
}
