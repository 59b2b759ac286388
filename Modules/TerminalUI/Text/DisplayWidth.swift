extension Unicode.Scalar {
    /// The columns this scalar takes in a terminal: 0 for combining marks, format characters and
    /// controls, 2 for East Asian wide and fullwidth characters and emoji shown as pictures,
    /// otherwise 1.
    package var displayWidth: Int {
        let value = self.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
        if properties.isEmojiPresentation || Self.isWide(value) { return 2 }
        return 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges outside the emoji, after Unicode's
    /// EastAsianWidth.txt.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}

extension Character {
    /// The columns this character takes in a terminal: its first visible scalar's width, combining
    /// marks adding none; 2 when an emoji presentation selector (U+FE0F) asks for a picture.
    package var displayWidth: Int {
        if let ascii = asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        var width = 0
        for scalar in unicodeScalars {
            if scalar.value == 0xFE0F { return 2 }
            if width == 0 { width = scalar.displayWidth }
        }
        return width
    }
}

extension StringProtocol {
    /// The columns this text takes in a terminal.
    package var displayWidth: Int {
        reduce(0) { $0 + $1.displayWidth }
    }
}

extension String {
    /// The text cut to at most `width` columns, ending with "…" when it was cut. A character is
    /// never split: a wide character that would straddle the limit is left out. Reads no more of
    /// the text than the width needs.
    package func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var end = startIndex  // where the text cut for an ellipsis ends
        var index = startIndex
        while index < endIndex {
            let columns = self[index].displayWidth
            if used + columns > width {
                return String(self[..<end]) + "…"
            }
            used += columns
            index = self.index(after: index)
            if used <= width - 1 { end = index }
        }
        return self
    }

    /// The text in lines of at most `width` columns, broken at spaces (a word wider than a line
    /// gets a line of its own, to be cut where it is drawn).
    package func wrapped(toWidth width: Int) -> [String] {
        var lines = [""]
        for word in split(separator: " ") {
            let line = lines[lines.count - 1]
            if !line.isEmpty, line.displayWidth + 1 + word.displayWidth > width {
                lines.append(String(word))
            } else {
                lines[lines.count - 1] += (line.isEmpty ? "" : " ") + word
            }
        }
        return lines
    }

    /// The text cut or padded with spaces to exactly `width` columns.
    package func fitted(toWidth width: Int) -> String {
        let cut = truncated(toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - cut.displayWidth))
    }
}
