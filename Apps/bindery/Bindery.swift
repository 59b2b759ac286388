import AppOptions
import ArgumentParser

/// `bindery`: run scenarios through Bindery's binding styles and compare them.
///
/// Exit status: 0 when all is well, 1 when styles diverge, 2 for a usage or input error
/// (a malformed script, a file that cannot be read, an unknown style or feature), 3 when a run did
/// not finish within its time limit.
@main
struct Bindery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bindery",
        abstract: "Run scenarios through the view-model binding styles and compare them.",
        discussion: """
            Exit status: 0 ok, 1 the styles diverge, 2 usage or input error, 3 a run did not finish \
            within --time-limit.

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

    /// Runs the command; a usage error exits with status 2, as documented, with the prefix both
    /// apps use (`bindery: error:`).
    static func main() {
        mainReportingUsageErrors()
    }
}
