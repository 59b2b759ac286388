/// What the user did at the keyboard, decoded from the bytes the terminal sent.
package enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character.
    case character(Character)
    /// Text pasted while bracketed paste was on, as one event.
    case paste(String)
    case enter, tab, backTab, backspace, delete, insert, escape
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1 to F12.
    case function(Int)
    /// Control and a letter (`control("a")` is Ctrl-A); Tab, Enter, Backspace and Escape are
    /// their own keys.
    case control(Character)
    /// Alt (Meta) and a printable character, sent as Escape and the character.
    case alt(Character)
    /// The terminal reported its new size in band (xterm's mode 2048).
    case resize(columns: Int, rows: Int)

    package var description: String {
        switch self {
        case .character(let character): "\"\(character)\""
        case .paste(let text): "paste(\(text.count) characters)"
        case .function(let number): "F\(number)"
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .alt(let character): "Alt-\(character)"
        case .resize(let columns, let rows): "resize(\(columns)×\(rows))"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .escape: "Escape"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        }
    }
}
