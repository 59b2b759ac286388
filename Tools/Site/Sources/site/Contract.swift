import Foundation

/// A feature's view contract, read from its protocol's source: `var name: Observable<T>` members
/// are inputs, `var name: Binder<T>` members outputs, each with its doc comment's first sentence.
enum Contract {
    static func members(
        of source: String, protocolName: String
    ) -> (inputs: [SiteModel.Member], outputs: [SiteModel.Member]) {
        guard let start = source.range(of: "protocol \(protocolName):") else { return ([], []) }
        var inputs: [SiteModel.Member] = []
        var outputs: [SiteModel.Member] = []
        var comment: [String] = []
        for raw in source[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line == "}" { break }
            if line.hasPrefix("///") {
                comment.append(String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                continue
            }
            if line.hasPrefix("var "), let colon = line.firstIndex(of: ":"), let brace = line.range(of: " {") {
                let name = String(line[line.index(line.startIndex, offsetBy: 4)..<colon])
                let type = line[line.index(after: colon)..<brace.lowerBound].trimmingCharacters(in: .whitespaces)
                let member = SiteModel.Member(name: name, type: type, summary: comment.joined(separator: " "))
                if type.hasPrefix("Binder<") {
                    outputs.append(member)
                } else if type.hasPrefix("Observable<") {
                    inputs.append(member)
                }
            }
            comment = []
        }
        return (inputs, outputs)
    }
}
