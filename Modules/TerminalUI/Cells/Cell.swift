/// One column of one row of the screen.
///
/// A wide character fills its cell and the next, which holds a ``continuation``: the screen
/// adapter skips it, and drawing over either half blanks the other.
package struct Cell: Hashable, Sendable {
    /// The character shown, with its combining marks.
    package var character: Character
    /// How it is shown.
    package var style: CellStyle
    /// Whether this cell is the right half of the wide character before it.
    package var isContinuation: Bool

    package init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell.
    package static let blank = Cell()
}
