import Synchronization

/// One column of one row of the screen.
///
/// A wide character fills its cell and the next, which is a continuation (``isContinuation``): the
/// screen
/// adapter skips it, and drawing over either half blanks the other.
///
/// A cell is a plain value of a few bytes (no reference counting), so that buffers of thousands
/// of cells are made, compared and copied at memory speed: its character is kept as its Unicode
/// scalar, or, for the rare character of several scalars (a letter with combining marks, an
/// emoji sequence), as a number in a table shared by every buffer.
package struct Cell: Hashable, Sendable {
    private let code: UInt32
    /// How it is shown.
    package var style: CellStyle
    /// Whether this cell is the right half of the wide character before it.
    package var isContinuation: Bool

    package init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        code = Self.code(for: character)
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell.
    package static let blank = Cell()

    /// The character shown, with its combining marks.
    package var character: Character {
        if code < Self.firstInterned, let scalar = Unicode.Scalar(code) { return Character(scalar) }
        return Self.interned.withLock { $0.characters[Int(code - Self.firstInterned)] }
    }

    /// The columns the character takes.
    package var displayWidth: Int {
        if code < 0x80 { return code >= 0x20 && code != 0x7F ? 1 : 0 }
        if code < Self.firstInterned, let scalar = Unicode.Scalar(code) { return scalar.displayWidth }
        return character.displayWidth
    }

    // MARK: The table of characters of several scalars

    private static let firstInterned: UInt32 = 0x20_0000

    private static let interned = Mutex<(codes: [Character: UInt32], characters: [Character])>(([:], []))

    private static func code(for character: Character) -> UInt32 {
        if let ascii = character.asciiValue { return UInt32(ascii) }
        let scalars = character.unicodeScalars
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return scalars.first!.value }
        return interned.withLock { table in
            if let known = table.codes[character] { return known }
            let code = firstInterned + UInt32(table.characters.count)
            table.codes[character] = code
            table.characters.append(character)
            return code
        }
    }
}
