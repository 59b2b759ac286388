import AllStyles
import ArgumentParser
import Features
import Foundation

/// `--styles`: which styles, in which order, for both apps (the terminal UI's panes, the CLI's
/// comparison).
///
/// One rule: the names are the registry's (a style's identifier or its name, in any case:
/// `mvb`, `Model-View-Binding`), separated by commas (spaces around them are ignored), each at
/// most once; without the option, every style of the registry.
///
/// ```swift
/// @OptionGroup var styles: StylesOption
/// let chosen = try styles.chosen  // [.transform, .async] for --styles transform,async
/// ```
package struct StylesOption: ParsableArguments {
    /// The option as given, if it was.
    @Option(
        help: "The styles, comma-separated, in order, in any case (default: every style; `bindery styles` lists them).")
    package var styles: String?

    /// No styles named: every style.
    package init() {}

    /// The styles named, in order, or every style of the registry.
    ///
    /// - Throws: A `ValidationError` naming a style the registry does not know, or one named twice.
    package var chosen: [Style] {
        get throws {
            guard let styles else { return Style.allCases }
            var chosen: [Style] = []
            for name in styles.split(separator: ",", omittingEmptySubsequences: false) {
                let name = name.trimmingCharacters(in: .whitespaces)
                guard let style = Style.named(name) else { throw Self.unknownStyle(name, in: "--styles") }
                guard !chosen.contains(style) else { throw ValidationError("--styles names '\(style.id)' twice") }
                chosen.append(style)
            }
            return chosen
        }
    }

    package func validate() throws {
        _ = try chosen
    }

    /// The error for `name`, which names no style of the registry, given to `option` (`--styles`,
    /// or the CLI's `--style`): one message wherever a style is named, with what is accepted.
    ///
    /// - Parameters:
    ///   - name: The name as given.
    ///   - option: The option it was given to.
    /// - Returns: `no style 'nope' in --styles; the styles are transform, … (any case; …)`.
    package static func unknownStyle(_ name: String, in option: String) -> ValidationError {
        let known = Style.allCases.map(\.id).joined(separator: ", ")
        return ValidationError(
            "no style '\(name)' in \(option); the styles are \(known) (any case; `bindery styles` lists other names)")
    }
}
