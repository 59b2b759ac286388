import Features
import Foundation
import Storage
import Styles
import TerminalUI

/// The terminal UI on the terminal: the app, the screen adapter and the event loop together.
package enum TerminalSession {
    /// Runs the UI over `database`, a pane per style of `styles`, until the user quits or a
    /// signal ends it; returns the exit status (0, or 128 + the signal's number). The terminal is
    /// restored however it ends.
    ///
    /// - Throws: ``Terminal/Failure`` when there is no usable terminal.
    package static func run(database: AppDatabase, styles: [Style] = Style.allCases) throws -> Int32 {
        let terminal = try Terminal()
        defer { terminal.restore() }
        let app = TerminalApp(database: database, columns: terminal.columns, rows: terminal.rows, styles: styles)
        defer { app.stop() }
        let loop = EventLoop()
        loop.onKeys = { keys in
            app.handle(keys)
            if app.wantsQuit { loop.stop() }
        }
        loop.onResize = {
            if terminal.updateSize() { app.resize(columns: terminal.columns, rows: terminal.rows) }
        }
        loop.afterEvents = { terminal.present(app.render()) }
        return loop.run()
    }
}
