import AllStyles
import AppOptions
import ArgumentParser
import Composition
import Features
import Foundation
import ReactiveCore
import Storage
import TerminalApp
import TerminalUI

/// `bindery-tui`: the binding styles live, side by side, on one keyboard.
///
/// Exit status: 0 when the user quits, 2 for a usage error or without a usable terminal or database, 128 + n when
/// signal n ends it.
@main
struct BinderyTUI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bindery-tui",
        abstract: "Run the features through every binding style, side by side, on one keyboard.",
        discussion: """
            Keys go to every pane at once; 1 to \(Feature.allCases.count) (Alt-1 to \
            Alt-\(Feature.allCases.count) in a text field) show a feature, Tab focuses one pane, F2 \
            flips the panes to their marble timeline or their code, F4 zooms a pane to the whole \
            width, F1 lists every key, Ctrl-Q quits. --styles chooses the panes (--styles \
            transform,async compares two). See docs/TUI.md.

            While it runs, standard error (binding errors, synchronization warnings, a debug \
            build's trap message) goes to a log file instead of over the panes: --log, else \
            $BINDERY_TUI_LOG, else $XDG_STATE_HOME/bindery/bindery-tui.log (by default \
            ~/.local/state/bindery/bindery-tui.log). The status line says when it has something.

            Exit status: 0 quit, 2 a usage error, no terminal, no database or no log, 128+n ended by signal n.
            """
    )

    /// Runs the terminal UI; a usage error exits with status 2 with the prefix both apps use
    /// (`bindery-tui: error:`).
    static func main() {
        mainReportingUsageErrors()
    }

    @Flag(help: "Print the keys and what they do, as a Markdown table, and exit.")
    var keys = false

    @OptionGroup var location: DatabaseOption

    @OptionGroup var styles: StylesOption

    @Option(
        help:
            "Where standard error goes while the UI runs (default: $BINDERY_TUI_LOG, else $XDG_STATE_HOME/bindery/bindery-tui.log)."
    )
    var log: String?

    /// `--log`, else `$BINDERY_TUI_LOG`, else `bindery/bindery-tui.log` under `$XDG_STATE_HOME`
    /// (by default `~/.local/state`).
    var logPath: String {
        let environment = ProcessInfo.processInfo.environment
        if let log, !log.isEmpty { return log }
        if let log = environment["BINDERY_TUI_LOG"], !log.isEmpty { return log }
        let state =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/state")
        return (state as NSString).appendingPathComponent("bindery/bindery-tui.log")
    }

    func run() throws {
        if keys {
            print(Command.keysTable, terminator: "")
            return
        }
        let appDatabase: AppDatabase
        do {
            appDatabase = try location.open()
        } catch {
            printError("bindery-tui: error: \(error)")
            throw ExitCode(2)
        }
        do {
            let live = Resources.total
            let styles = try self.styles.chosen
            // ArgumentParser calls `run()` on the main thread: the terminal UI's main actor.
            let status = try MainActor.assumeIsolated {
                try TerminalSession.run(
                    environment: FeatureEnvironment.live(database: appDatabase, scheduler: MainScheduler.instance)
                        .sharingFavorites(),
                    styles: styles, logPath: logPath)
            }
            reportResources(since: live)
            if let size = try? FileManager.default.attributesOfItem(atPath: logPath)[.size] as? Int, size > 0 {
                printError("bindery-tui: what it wrote to standard error while running is in \(logPath)")
            }
            if status != 0 { throw ExitCode(status) }
        } catch let failure as Terminal.Failure {
            printError(
                "bindery-tui: error: \(failure); without a terminal, compare the styles with `bindery compare --all`")
            throw ExitCode(2)
        } catch let failure as StandardErrorLog.Failure {
            printError("bindery-tui: error: \(failure); choose another with --log")
            throw ExitCode(2)
        }
    }
}

/// With `BINDERY_TUI_RESOURCES=FILE` in the environment, writes to FILE how many reactive
/// resources (subscriptions, subjects, scheduled work) outlived the session once the work in
/// flight finished: the key storm test expects 0. Debug builds count them; release builds always
/// write 0.
private func reportResources(since start: Int32) {
    guard let path = ProcessInfo.processInfo.environment["BINDERY_TUI_RESOURCES"], !path.isEmpty else { return }
    // Work still queued when the session ended (saves on the services' queues, the last
    // deliveries on the main queue) finishes first, for up to 10 s: it holds its subscriptions
    // until it runs, and then lets them go.
    let deadline = Date(timeIntervalSinceNow: 10)
    while Resources.total != start && Date() < deadline {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
    }
    try? "\(Resources.total - start)\n".write(toFile: path, atomically: true, encoding: .utf8)
}
