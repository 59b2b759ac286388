import ArgumentParser
import Foundation
import Storage
import TerminalApp
import TerminalUI

/// `bindery-tui`: the five binding styles live, side by side, on one keyboard.
///
/// Exit status: 0 when the user quits, 2 without a usable terminal or database, 128 + n when
/// signal n ends it.
@main
struct BinderyTUI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bindery-tui",
        abstract: "Run the six features through the five binding styles, side by side, on one keyboard.",
        discussion: """
            Keys go to every pane at once; Tab focuses one pane, F2 flips a pane to its marble
            timeline or its code, F1 lists every key, Ctrl-Q quits. See docs/TUI.md.

            Exit status: 0 quit, 2 no terminal or no database, 128+n ended by signal n.
            """
    )

    @Option(help: "The database file (default: $BINDERY_DATABASE, else $XDG_DATA_HOME/bindery/bindery.sqlite).")
    var database: String?

    func run() throws {
        let appDatabase: AppDatabase
        do {
            appDatabase = try AppDatabase.open(path: DatabaseLocation.resolve(explicit: database))
        } catch {
            printError("bindery-tui: error: \(error)")
            throw ExitCode(2)
        }
        do {
            let status = try TerminalSession.run(database: appDatabase)
            if status != 0 { throw ExitCode(status) }
        } catch let failure as Terminal.Failure {
            printError("bindery-tui: \(failure); without a terminal, compare the styles with `bindery compare --all`")
            throw ExitCode(2)
        }
    }
}

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
