// The terminal UI's keystroke-to-screen time and output size: `make bench-tui`.
//
// A pane per registered style on a 240×60 terminal whose output is counted, not shown (ncurses over a counting
// stream). Each keystroke of a scripted session (typing a search, moving through lists, tapping,
// switching features, flipping views) is timed from the key to the flushed screen: the app
// handles it, the main queue runs what it queued, the app draws, and ncurses writes the changes.
// Work that lands later (a debounced search, a database answer) is let in between keystrokes and
// not counted against the keystroke.

import AllStyles
import Composition
import Features
import Foundation
import ReactiveCore
import Storage
import TerminalApp
import TerminalUI

let columns = 240
let rows = 60
let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 20

/// One session's keystrokes: every feature, the keys its screen uses. A feature keeps what the
/// previous round left (a switch is a disappear and an appear), so each text field is cleared
/// (Ctrl-U) before it is typed into again, or its text would grow round after round.
let session: [Key] =
    [.alt("1")] + Array(repeating: .enter, count: 6) + [.function(2), .function(2), .function(2)]
    + [.alt("2"), .control("u")] + "Johann Sebastian".map(Key.character)
    + [.enter, .home, .delete, .end, .backspace, .enter]
    + [.alt("3"), .control("u")] + "toccata".map(Key.character) + [.down, .down, .up, .enter]
    + Array(repeating: .backspace, count: 7)
    + "beat".map(Key.character) + [.tab, .character("s"), .tab, .tab, .tab, .tab, .tab]
    + [.alt("4"), .down, .down, .down, .enter, .character("r"), .up, .enter]
    + [.alt("5"), .down, .up, .function(2), .function(2), .down, .down, .function(2)]
    + [.alt("6"), .up, .up, .down, .character("n"), .character("o"), .backspace, .backspace]

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
}

@MainActor
func main() throws {
    let database = try AppDatabase.inMemory(catalog: CatalogFile.chinook())
    let terminal = try Terminal.offscreen(columns: columns, rows: rows)
    defer { terminal.restore() }
    let app = TerminalApp(
        environment: FeatureEnvironment.live(database: database, scheduler: MainScheduler.instance).sharingFavorites(),
        columns: columns, rows: rows)
    defer { app.stop() }
    terminal.present(app.render())
    _ = terminal.takeWrittenBytes()

    var parts = [Duration](repeating: .zero, count: 4)
    var times: [Double] = []
    var bytes: [UInt64] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        for key in session {
            _ = terminal.takeWrittenBytes()
            let elapsed = clock.measure {
                let t0 = clock.now
                app.handle([key])
                let t1 = clock.now
                RunLoop.main.run(until: Date())
                let t2 = clock.now
                let frame = app.render()
                let t3 = clock.now
                terminal.present(frame)
                let t4 = clock.now
                parts[0] += t1 - t0
                parts[1] += t2 - t1
                parts[2] += t3 - t2
                parts[3] += t4 - t3
            }
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
            bytes.append(UInt64(terminal.takeWrittenBytes()))
            // Let the work the key started land (debounce, database), as a typist's pause would.
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.002))
            terminal.present(app.render())
        }
        // A debounced search answers 300 ms after the last keystroke.
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.35))
        terminal.present(app.render())
    }
    let sorted = times.sorted()
    let sortedBytes = bytes.sorted()
    let meanBytes = Double(bytes.reduce(0, +)) / Double(bytes.count)
    print(
        "bindery-tui keystroke to flushed screen, \(columns)×\(rows), \(Style.allCases.count) panes, \(times.count) keystrokes"
    )
    print(
        String(
            format: "  median %.3f ms   p90 %.3f ms   p99 %.3f ms   max %.3f ms",
            percentile(sorted, 0.5), percentile(sorted, 0.9), percentile(sorted, 0.99), sorted.last ?? 0))
    print(
        String(
            format: "  bytes written per keystroke: median %d, mean %.0f, max %d (a full screen is %d cells)",
            Int(sortedBytes[sortedBytes.count / 2]), meanBytes, Int(sortedBytes.last ?? 0), columns * rows))
    let total = parts.reduce(.zero, +)
    let shares = parts.map { Int(($0 / total * 100).rounded()) }
    print(
        "  where the time goes: handling keys \(shares[0]) %, the main queue \(shares[1]) %, drawing \(shares[2]) %, ncurses \(shares[3]) %"
    )
    let p50 = percentile(sorted, 0.5)
    let p99 = percentile(sorted, 0.99)
    print("  budget: median ≤ 2 ms \(p50 <= 2 ? "ok" : "OVER"), p99 ≤ 8 ms \(p99 <= 8 ? "ok" : "OVER")")
}

try main()
