import AllStyles
import AppOptions
import ArgumentParser
import Features
import Foundation
import Pitfalls
import Scenarios
import Transcripts

/// `--style`: one style, by any of its names in any case, refused with the message `--styles`
/// gives (`no style 'nope' in --style; the styles are …`).
struct StyleOption: ParsableArguments {
    /// The name as given (shell completion offers the identifiers).
    @Option(
        help: "The style: \(Style.allCases.map(\.id).joined(separator: ", ")), in any case (`bindery styles`).",
        completion: .list(Style.allCases.map(\.id)))
    var style: String

    /// The registry's style named.
    ///
    /// - Throws: A `ValidationError` naming the style the registry does not know.
    var chosen: Style {
        get throws {
            guard let chosen = Style.named(style) else { throw StylesOption.unknownStyle(style, in: "--style") }
            return chosen
        }
    }

    func validate() throws {
        _ = try chosen
    }
}

extension Feature: ExpressibleByArgument {}
extension TranscriptFormat: ExpressibleByArgument {}
extension PitfallFormat: ExpressibleByArgument {}

/// Where a command's script comes from: a file, or the command line.
struct ScriptSource: ParsableArguments {
    @Option(name: .long, help: "A scenario script file.")
    var script: String?

    @Option(name: .short, help: "The scenario script itself, as one argument (lines separated by newlines).")
    var expression: String?

    /// Whether the command line gives a script.
    var isGiven: Bool { script != nil || expression != nil }

    func validate() throws {
        if script != nil && expression != nil {
            throw ValidationError("give a script with --script FILE or -e \"…\", but not both")
        }
    }

    /// A source that reads the file at `path`.
    static func file(_ path: String) -> ScriptSource {
        var source = ScriptSource()
        // Both options are set, as parsing would: an option never set cannot be read.
        source.script = path
        source.expression = nil
        return source
    }

    /// The script's name (for error messages) and text.
    func load() throws -> (name: String, text: String) {
        if let expression { return ("<command line>", expression) }
        let path = script!
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read \(path)")
        }
        return (path, String(decoding: data, as: UTF8.self))
    }
}

/// A problem with the command's input; exits with status 2.
struct InputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
