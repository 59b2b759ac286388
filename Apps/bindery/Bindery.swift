import ArgumentParser
import Foundation

/// `bindery`: run scenarios through Bindery's binding styles and compare them.
///
/// Exit status: 0 when all is well, 1 when styles diverge, 2 for a usage or input error
/// (a malformed script, a file that cannot be read, an unknown style or feature).
@main
struct Bindery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bindery",
        abstract: "Run scenarios through the view-model binding styles and compare them.",
        discussion: """
            Exit status: 0 ok, 1 the styles diverge, 2 usage or input error.

            Examples:
              bindery styles
              bindery run search --style mvb -e '@0ms query "bea"'
              bindery compare --all
            """,
        subcommands: [
            StylesCommand.self, FeaturesCommand.self, ContractsCommand.self, RunCommand.self, CompareCommand.self,
            PitfallsCommand.self,
            CatalogCommand.self,
            LibraryCommand.self,
        ]
    )

    /// Runs the command, turning usage errors into exit status 2 as documented.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
