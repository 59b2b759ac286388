import ArgumentParser
import Foundation

/// The web reference's token classes: not built on this branch (the web reference's work
/// replaces this file).
struct Highlight: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Classify a file's tokens (not built yet).")

    func run() throws {
        FileHandle.standardError.write(Data("source-syntax highlight: not built yet\n".utf8))
        throw ExitCode(2)
    }
}
