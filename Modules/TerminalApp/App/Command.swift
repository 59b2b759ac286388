import Features
import TerminalUI

/// What the keys mean to the app, before any reaches a pane.
nonisolated package enum Command: Equatable {
    case quit
    case help
    case feature(Feature)
    case nextFeature
    case previousFeature
    /// Tab: lockstep → pane 1 → … → the last pane → lockstep.
    case nextFocus
    case previousFocus
    /// Flips the screen/marbles/code view of the panes keys go to.
    case flipView
    /// Rebuilds the view of the panes keys go to, bound again to the same view model.
    case rebuildView
    /// Shows the focused pane (in lockstep, the first pane of the page, which it focuses) across
    /// the whole width, or the panes again.
    case zoom
    case nextPage
    case previousPage

    /// The command `key` is, given whether the panes keys go to take text (then printable keys
    /// are text, never commands).
    static func of(_ key: Key, panesTakeText: Bool) -> Command? {
        switch key {
        case .control("c"), .control("q"): .quit
        case .character("q") where !panesTakeText: .quit
        case .function(1): .help
        case .character("?") where !panesTakeText: .help
        case .alt(let digit):
            digit.wholeNumberValue.flatMap { number in
                (1...Feature.allCases.count).contains(number) ? .feature(Feature.allCases[number - 1]) : nil
            }
        case .control("n"): .nextFeature
        case .control("p"): .previousFeature
        case .tab: .nextFocus
        case .backTab: .previousFocus
        case .function(2): .flipView
        case .function(3): .rebuildView
        case .function(4): .zoom
        case .pageDown: .nextPage
        case .pageUp: .previousPage
        default: nil
        }
    }

    /// The keys as a Markdown table: what `bindery-tui --keys` prints and docs/TUI.md shows.
    package static var keysTable: String {
        var lines = ["| keys | what they do |", "| --- | --- |"]
        for (keys, meaning) in Command.keys where !keys.isEmpty {
            lines.append("| \(keys) | \(meaning) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keys, as the help screen and docs/TUI.md list them.
    static let keys: [(keys: String, meaning: String)] = [
        ("Alt-1 … Alt-6", "show a feature: palette, greeting, search, genres, library, editor"),
        ("Ctrl-N / Ctrl-P", "the next / previous feature"),
        ("Tab / Shift-Tab", "lockstep (keys go to every pane) → one focused pane → the next … → lockstep"),
        ("F2", "flip the panes keys go to: screen → marble timeline → code"),
        ("F3", "rebuild their views and bind them again to the same view models"),
        ("F4", "zoom: the focused pane (in lockstep, the page's first) across the whole width, and back"),
        ("PageDown / PageUp", "the next / previous page of panes, when they do not all fit"),
        ("F1 or ?", "this help (? only where no text field takes it)"),
        ("Ctrl-Q, Ctrl-C or q", "quit (q only where no text field takes it)"),
        ("", ""),
        ("palette", "Enter or Space taps the button"),
        ("greeting", "type a name; Enter validates"),
        ("search", "type a query; Up/Down pick a result; Enter opens it"),
        ("genres", "r refreshes; Up/Down pick a genre; Enter shows its track count"),
        ("library", "Up/Down pick; Space or f toggles the favorite; Enter edits"),
        ("editor", "Up/Down change the rating; type the note; Enter saves; Escape cancels"),
        ("code view", "Up/Down/Home/End scroll; Left/Right scroll sideways"),
    ]
}
