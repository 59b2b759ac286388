import AllStyles
import Composition
import Features
import Foundation
import TerminalUI

/// The terminal UI on the terminal: the app, the screen adapter and the event loop together.
package enum TerminalSession {
    /// Runs the UI over `services`, a pane per style of `styles`, until the user quits or a
    /// signal ends it; returns the exit status (0, or 128 + the signal's number). The terminal is
    /// restored however it ends.
    ///
    /// While it runs, standard error goes to the file at `logPath` (see `StandardErrorLog`): a
    /// binding error or a synchronization warning would otherwise draw over the panes. The help
    /// names the log and the status line says when it has something; the terminal is given back
    /// before standard error.
    ///
    /// - Throws: `Terminal.Failure` when there is no usable terminal, `StandardErrorLog.Failure`
    ///   when the log cannot be opened.
    package static func run(
        environment: FeatureEnvironment, styles: [Style] = Style.allCases, logPath: String
    ) throws -> Int32 {
        let terminal = try Terminal()
        let log: StandardErrorLog
        do {
            log = try StandardErrorLog(path: logPath)
        } catch {
            terminal.restore()
            throw error
        }
        defer {
            terminal.restore()
            log.restore()
        }
        let app = TerminalApp(environment: environment, columns: terminal.columns, rows: terminal.rows, styles: styles)
        defer { app.stop() }
        let loop = EventLoop()
        // The loop holds this closure: it must not hold the loop, or neither (nor the app, its
        // services and their shared observation) would ever go away.
        loop.onKeys = { [weak loop] keys in
            app.handle(keys)
            if app.wantsQuit { loop?.stop() }
        }
        loop.onResize = {
            if terminal.updateSize() { app.resize(columns: terminal.columns, rows: terminal.rows) }
        }
        app.logPath = logPath
        loop.afterEvents = {
            app.logHasEntries = log.hasEntries
            terminal.present(app.render())
        }
        return loop.run()
    }
}
