/// One of the eight colors every color terminal has, or the terminal's own.
package enum TerminalColor: Int, Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    /// The terminal's default foreground or background.
    case standard = -1
}

/// How a cell is drawn: colors and attributes.
///
/// On a terminal without colors the screen adapter shows the attributes alone, so every style
/// must stay readable in monochrome: say it with ``bold``, ``reverse`` or ``underline`` too.
package struct CellStyle: Hashable, Sendable {
    /// The text's color.
    package var foreground: TerminalColor = .standard
    /// The background's color.
    package var background: TerminalColor = .standard
    /// Bold text.
    package var bold = false
    /// Dimmed text.
    package var dim = false
    /// Foreground and background swapped.
    package var reverse = false
    /// Underlined text.
    package var underline = false

    /// The terminal's default look.
    package static let plain = CellStyle()

    package init(
        foreground: TerminalColor = .standard, background: TerminalColor = .standard, bold: Bool = false,
        dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }
}
