import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses the command line and runs the command, as both apps do, with one convention for
    /// usage errors.
    ///
    /// A usage error (an unknown option or value, a missing or malformed argument, a failed
    /// validation) prints ``usageError(_:)``'s text and exits with status 2, the status both apps
    /// document for usage and input errors; ArgumentParser's own `main()` would exit with 64 and
    /// print another prefix. Help, `ExitCode`s and other errors end as ArgumentParser ends them.
    ///
    /// ```swift
    /// @main
    /// struct Tool: ParsableCommand {
    ///     static func main() { mainReportingUsageErrors() }
    /// }
    /// ```
    package static func mainReportingUsageErrors() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            printError(usageError(error))
            Foundation.exit(2)
        }
    }

    /// What a usage error prints: `NAME: error: WHAT`, the prefix every error of the apps has
    /// (`bindery: error: no style 'nope' in --styles; …`), then the usage of the command that
    /// was given, so that what is accepted is one line away.
    ///
    /// - Parameter error: An error from parsing or validating the command line.
    /// - Returns: The text, ending with a newline.
    package static func usageError(_ error: any Error) -> String {
        let message = message(for: error)
        let full = fullMessage(for: error)
        // The full message is ArgumentParser's "Error: MESSAGE", then its usage lines.
        let usage = full.range(of: message).map { String(full[$0.upperBound...]) } ?? ""
        let name = configuration.commandName ?? String(describing: self).lowercased()
        let text = "\(name): error: \(message)\n" + usage.drop { $0 == "\n" }
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}
