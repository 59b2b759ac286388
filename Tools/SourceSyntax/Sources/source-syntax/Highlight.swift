import ArgumentParser
import Foundation
import SourceSyntax

/// Prints swift-syntax's classification of Swift files, for the web reference's highlighting.
struct Highlight: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Classify the tokens of Swift files.",
        discussion: """
            Prints one line per file: its path, a tab, then its classified runs separated by \
            spaces, each as offset,length,class (UTF-8 byte offsets). Classes: \
            \(TokenClass.allCases.map(\.rawValue).joined(separator: ", ")).
            """
    )

    @Argument(help: "The Swift files to classify.")
    var files: [String]

    func run() throws {
        var output = ""
        for file in files {
            guard let data = FileManager.default.contents(atPath: file),
                let source = String(data: data, encoding: .utf8)
            else {
                throw ValidationError("cannot read \(file) as UTF-8 text")
            }
            let runs = Highlighter.spans(in: source).map { "\($0.offset),\($0.length),\($0.tokenClass.rawValue)" }
            output += file + "\t" + runs.joined(separator: " ") + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
