import Foundation

/// Standard error while the terminal UI draws: a log file, so that what the process writes there
/// (a binding error, a synchronization warning, a debug build's trap message) never draws over
/// the panes. The UI shows that the log has something (see ``hasEntries``); the terminal's own
/// standard error comes back in ``restore()``.
///
/// A trap or a crash meanwhile gives the terminal back first, then writes ``crashNote(path:)`` on the
/// terminal's standard error and takes the signal's default action: the message itself (a debug
/// build's "Fatal error: …") is in the log. Swift's backtracer does not run then: it would print
/// on the terminal and wait for a key there.
package final class StandardErrorLog {
    /// Why the log cannot be opened.
    package struct Failure: Error, CustomStringConvertible {
        /// The log's path and the system's reason.
        package let description: String
    }

    /// Where standard error goes.
    package let path: String
    /// The terminal's standard error, kept while standard error goes to the log.
    private let terminalError: Int32
    private var isRestored = false

    /// Sends standard error to the file at `path` (created with its directory, emptied).
    ///
    /// - Throws: ``Failure`` when the file cannot be opened.
    package init(path: String) throws {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let log = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard log >= 0 else {
            throw Failure(description: "cannot open the log \(path): \(String(cString: strerror(errno)))")
        }
        fflush(nil)
        terminalError = dup(2)
        dup2(log, 2)
        close(log)
        Terminal.restoreOnCrash(noting: Self.crashNote(path: path), to: terminalError)
    }

    deinit { restore() }

    /// What a trap or a crash writes on the terminal once the terminal is given back.
    package static func crashNote(path: String) -> String {
        "bindery-tui stopped; its last messages are in \(path)\n"
    }

    /// Whether anything was written to standard error since the log was opened.
    package var hasEntries: Bool {
        guard !isRestored else { return false }
        fflush(nil)
        var status = stat()
        return fstat(2, &status) == 0 && status.st_size > 0
    }

    /// Gives standard error back to the terminal. Safe to call more than once.
    package func restore() {
        guard !isRestored else { return }
        isRestored = true
        fflush(nil)
        Terminal.stopRestoringOnCrash()
        dup2(terminalError, 2)
        close(terminalError)
    }
}
