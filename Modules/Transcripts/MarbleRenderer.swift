import Foundation

/// Draws a transcript as marble diagrams: one line per output (after the inputs that caused
/// them, when given), one frame of 100 ms per column, a letter per distinct value (`(ab)` when
/// several fall in one frame, the other lines padded so that every frame starts in the same
/// column), and a legend of the letters shown.
package enum MarbleRenderer {
    /// The milliseconds a frame stands for.
    package static let frame = 100

    /// Quiet stretches longer than this many frames are drawn as one `~` in a window.
    static let longestQuiet = 5

    /// One column group of the timeline: a frame, or a quiet stretch drawn as one `~`.
    private enum Slot: Equatable {
        case frame(Int)
        case quiet
    }

    /// The diagram of `transcript`, with `inputs` (the keys the user pressed, say) on lines of
    /// their own above the outputs.
    ///
    /// - Parameters:
    ///   - transcript: What the view was shown.
    ///   - inputs: What caused it, drawn above it.
    ///   - columns: With a width, only the latest frames that fit in that many columns, up to the
    ///     last event, each quiet stretch longer than half a second drawn as one `~`; the legend
    ///     lists the letters shown. Without, every frame from 0.
    package static func render(
        _ transcript: Transcript, inputs: [Transcript.Entry] = [], columns: Int? = nil
    ) -> String {
        let entries = inputs + transcript.entries
        var keys = Transcript()
        keys.entries = inputs
        let names = keys.outputs + transcript.outputs
        let width = names.map(\.count).max() ?? 0
        var marks: [String: [Int: [Transcript.Entry]]] = [:]
        for entry in entries { marks[entry.output, default: [:]][entry.time / frame, default: []].append(entry) }
        let eventFrames = Set(entries.map { $0.time / frame })
        let slotWidth = { (slot: Slot) -> Int in
            guard case .frame(let index) = slot else { return 1 }
            let counts = names.map { marks[$0]?[index]?.count ?? 0 }
            return counts.map { $0 > 1 ? $0 + 2 : 1 }.max() ?? 1
        }
        let slots = window(eventFrames: eventFrames, columns: columns, width: slotWidth)
        var lines: [String] = []
        var legend: [String] = []
        for name in names {
            let isInput = keys.outputs.contains(name)
            var symbols: [String: Character] = [:]
            if isInput {
                for entry in inputs where entry.output == name {
                    if let symbol = keySymbol(entry.value) { symbols[entry.value] = symbol }
                }
            }
            // Values get letters; other keys Greek letters, which no key typed on the line is.
            let (firstLetter, letterCount) = isInput ? (0x3B1, 24) : (97, 26)
            var lettered = 0
            var timeline = ""
            for slot in slots {
                let shown: String
                switch slot {
                case .quiet:
                    shown = "~"
                case .frame(let index):
                    let values = (marks[name]?[index] ?? []).map { entry -> Character in
                        if let known = symbols[entry.value] { return known }
                        let symbol = Character(UnicodeScalar(UInt32(firstLetter + lettered % letterCount))!)
                        lettered += 1
                        symbols[entry.value] = symbol
                        legend.append("  \(name).\(symbol) = \(entry.value)")
                        return symbol
                    }
                    let drawn =
                        values.isEmpty ? "-" : values.count == 1 ? String(values[0]) : "(" + String(values) + ")"
                    shown = drawn.padding(toLength: slotWidth(slot), withPad: "-", startingAt: 0)
                }
                timeline += shown
            }
            lines.append(name.padding(toLength: width, withPad: " ", startingAt: 0) + " " + timeline)
        }
        let scale = columns == nil ? "one character per \(frame) ms" : "a frame per \(frame) ms; ~ a quiet stretch"
        return lines.joined(separator: "\n") + "\n\n\(scale)\n" + legend.joined(separator: "\n") + "\n"
    }

    /// How an input that is a key shows on its line: a printable character as itself (in
    /// quotes in `value`), the common named keys as arrows and signs; others get a letter.
    static func keySymbol(_ value: String) -> Character? {
        let named: [String: Character] = [
            "Enter": "↵", "Up": "↑", "Down": "↓", "Left": "←", "Right": "→", "Backspace": "⌫", "Tab": "⇥",
            "\" \"": "␣",
        ]
        if let symbol = named[value] { return symbol }
        guard value.count == 3, value.first == "\"", value.last == "\"" else { return nil }
        let character = value[value.index(after: value.startIndex)]
        return "-()~".contains(character) || !character.isASCII || character.isWhitespace ? nil : character
    }

    /// The slots to draw: every frame from 0 to the last event's, or, in `columns`, the latest
    /// that fit, quiet stretches longer than ``longestQuiet`` frames as one slot.
    private static func window(eventFrames: Set<Int>, columns: Int?, width: (Slot) -> Int) -> [Slot] {
        let lastFrame = eventFrames.max() ?? 0
        guard let columns else { return (0...lastFrame).map(Slot.frame) }
        var slots: [Slot] = []
        var used = 0
        var index = lastFrame
        while index >= 0 {
            let slot: Slot
            var previous = index - 1
            if eventFrames.contains(index) {
                slot = .frame(index)
            } else {
                // A quiet stretch down to the previous event (or the start).
                while previous >= 0 && !eventFrames.contains(previous) { previous -= 1 }
                let quiet = index - previous
                if quiet > longestQuiet {
                    slot = .quiet
                } else {
                    slot = .frame(index)
                    previous = index - 1
                }
            }
            guard used + width(slot) <= columns else { break }
            used += width(slot)
            slots.append(slot)
            index = previous
        }
        return slots.reversed()
    }
}
