import Features
import Foundation
import Testing

/// `Feature.contract`, the data `bindery contracts` prints, against each feature's `…View`
/// protocol in its source: every `var` member in order, its type and its doc comment. A member
/// added, renamed or documented anew in the protocol fails here until the table says the same.
struct ContractTableTests {
    @Test(arguments: Feature.allCases)
    func theContractTableEqualsTheProtocol(_ feature: Feature) throws {
        let source = try String(
            contentsOf: repositoryRoot.appendingPathComponent(feature.contractFile), encoding: .utf8)
        let name = (feature.contractFile as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        #expect(members(of: source, protocolName: name) == feature.contract, "\(feature.contractFile)")
    }

    /// The `var` members of `protocolName` in `source`, each with the doc comment above it.
    private func members(of source: String, protocolName: String) -> [ContractMember] {
        guard let start = source.range(of: "protocol \(protocolName):") else { return [] }
        var members: [ContractMember] = []
        var comment: [String] = []
        for raw in source[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line == "}" { break }
            if line.hasPrefix("///") {
                comment.append(line.dropFirst(3).trimmingCharacters(in: .whitespaces))
                continue
            }
            if line.hasPrefix("var "), let colon = line.firstIndex(of: ":"), let brace = line.range(of: " {") {
                let type = line[line.index(after: colon)..<brace.lowerBound].trimmingCharacters(in: .whitespaces)
                members.append(
                    ContractMember(
                        name: String(line[line.index(line.startIndex, offsetBy: 4)..<colon]),
                        direction: type.hasPrefix("Observable<") ? .input : .output, type: type,
                        summary: comment.joined(separator: " ")))
            }
            comment = []
        }
        return members
    }
}
