import Features
import TerminalUI

/// What the keys mean to the app, before any reaches a pane.
nonisolated package enum Command: Equatable {
    case quit
    case help
    /// Alt and a digit, or a digit where no text field takes it: that feature's tab.
    case feature(Feature)
    case nextFeature
    case previousFeature
    /// Tab: lockstep → pane 1 → … → the last pane → lockstep.
    case nextFocus
    case previousFocus
    /// Flips the screen/marbles/code view of the panes keys go to (in lockstep, every pane to
    /// the same view).
    case flipView
    /// Rebuilds the view of the panes keys go to, bound again to the same view model.
    case rebuildView
    /// Shows the focused pane (in lockstep, the first pane of the page, keys still going to every
    /// pane) across the whole width, or the panes again.
    case zoom
    case nextPage
    case previousPage
    /// Ctrl-F: toggles the favorite mark of the track selected in the search results.
    case favorite

    /// The command `key` is, given whether the panes keys go to take text (then printable keys
    /// are text, never commands).
    static func of(_ key: Key, panesTakeText: Bool) -> Command? {
        switch key {
        case .control("c"), .control("q"): .quit
        case .character("q") where !panesTakeText: .quit
        case .function(1): .help
        case .character("?") where !panesTakeText: .help
        case .alt(let digit): feature(digit)
        case .character(let digit) where !panesTakeText: feature(digit)
        case .control("n"): .nextFeature
        case .control("p"): .previousFeature
        case .tab: .nextFocus
        case .backTab: .previousFocus
        case .function(2): .flipView
        case .function(3): .rebuildView
        case .function(4): .zoom
        case .pageDown: .nextPage
        case .pageUp: .previousPage
        case .control("f"): .favorite
        default: nil
        }
    }

    /// The feature tab `digit` shows, if it is one's.
    private static func feature(_ digit: Character) -> Command? {
        digit.wholeNumberValue.flatMap { number in
            (1...Feature.allCases.count).contains(number) ? .feature(Feature.allCases[number - 1]) : nil
        }
    }

    /// The keys as a Markdown table: what `bindery-tui --keys` prints and docs/TUI.md shows.
    package static var keysTable: String {
        var lines = ["| keys | what they do |", "| --- | --- |"]
        for (keys, meaning) in Command.keys {
            if keys.isEmpty, let last = lines.popLast() {
                lines.append(String(last.dropLast(2)) + " " + meaning + " |")
            } else {
                lines.append("| \(keys) | \(meaning) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keys, as the help screen and docs/TUI.md list them: the app's, then each feature's
    /// (``keys(of:)``, in `Feature.allCases` order), then the views'.
    /// Every meaning fits in 54 columns, so that the help fits on 80 columns unwrapped.
    static let keys: [(keys: String, meaning: String)] =
        [
            (
                "1…\(Feature.allCases.count) or Alt-1…\(Feature.allCases.count)",
                Feature.allCases.map(\.rawValue).joined(separator: ", ")
            ),
            ("", "(digits only where no text field takes them)"),
            ("Ctrl-N / Ctrl-P", "the next / previous feature"),
            ("Tab / Shift-Tab", "lockstep (all panes) → one pane → the next → lockstep"),
            ("F2", "flip screen → marbles → code (lockstep: all alike)"),
            ("F3", "rebuild the views, bound again to the same models"),
            ("F4", "zoom one pane to the whole width (lockstep: the first)"),
            ("PageDown / PageUp", "the next / previous page of panes"),
            ("F1 or ?", "this help (? only where no text field takes it)"),
            ("Ctrl-Q, Ctrl-C or q", "quit (q only where no text field takes it)"),
        ] + Feature.allCases.map { ($0.rawValue, keys(of: $0)) } + [
            ("marbles view", "keys reach the screen: watch the outputs as you type"),
            ("code view", "Up/Down/Home/End scroll; Left/Right scroll sideways"),
        ]

    /// What `feature`'s screen does with the keys.
    static func keys(of feature: Feature) -> String {
        switch feature {
        case .palette: "Enter or Space taps the button"
        case .greeting: "type a name; Enter validates"
        case .search: "type; Up/Down pick; Enter opens; Ctrl-F favorite"
        case .genres: "r refreshes; Up/Down pick; Enter counts the tracks"
        case .library: "Up/Down pick; Space or f: favorite; Enter edits"
        case .editor: "Up/Down rate; type a note; Enter saves; Esc cancels"
        }
    }
}
