import AllStyles
import ArgumentParser
import Features
import Transcripts

/// `bindery contracts`: the styles, the features and each feature's view contract, as data, for
/// the tools that describe them without compiling against them (the web reference reads it).
struct ContractsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contracts",
        abstract: "Print the styles, the features and each feature's view contract.",
        discussion: """
            The JSON holds each style's id, name, summary and module folder, and each feature's \
            summary, contract file and members (name, input or output, type, kind of an output, \
            doc comment).

            Example:
              bindery contracts --format json
            """)

    /// How the contracts are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// A line per member, under its feature.
        case text
        /// One JSON object.
        case json
    }

    @Option(help: "text or json.")
    var format: Format = .text

    func run() {
        switch format {
        case .text: print(Self.text(), terminator: "")
        case .json: print(Self.json(), terminator: "")
        }
    }

    private static func text() -> String {
        var lines: [String] = []
        for feature in Feature.allCases {
            lines.append("\(feature.rawValue) (\(feature.contractFile))")
            for member in feature.contract {
                let kind = kind(of: member, in: feature).map { ", \($0)" } ?? ""
                lines.append("  \(member.direction.rawValue)\(kind)  \(member.name): \(member.type)  \(member.summary)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func json() -> String {
        let styles = Style.allCases.map { style in
            "{\"id\":\(jsonString(style.id)),\"name\":\(jsonString(style.name)),"
                + "\"summary\":\(jsonString(style.summary)),\"folder\":\(jsonString("Modules/" + style.module))}"
        }
        let features = Feature.allCases.map { feature in
            let members = feature.contract.map { member in
                "{\"name\":\(jsonString(member.name)),\"direction\":\(jsonString(member.direction.rawValue)),"
                    + "\"type\":\(jsonString(member.type)),"
                    + "\"kind\":\(kind(of: member, in: feature).map(jsonString) ?? "null"),"
                    + "\"summary\":\(jsonString(member.summary))}"
            }
            let folder = feature.rawValue.prefix(1).uppercased() + feature.rawValue.dropFirst()
            return "{\"id\":\(jsonString(feature.rawValue)),\"summary\":\(jsonString(feature.summary)),"
                + "\"folder\":\(jsonString(folder)),\"contractFile\":\(jsonString(feature.contractFile)),"
                + "\"members\":[\(members.joined(separator: ","))]}"
        }
        return "{\"styles\":[\(styles.joined(separator: ","))],\n\"features\":[\n"
            + features.joined(separator: ",\n") + "\n]}\n"
    }

    /// An output's kind, `state` or `event`, as the feature's `…Output` declares it.
    private static func kind(of member: ContractMember, in feature: Feature) -> String? {
        guard member.direction == .output else { return nil }
        return feature.outputs.first { $0.name == member.name }?.kind.rawValue
    }
}
