/// The looks the widgets share, so every screen reads the same way.
package enum Look {
    /// A widget's label or a secondary line.
    package static let secondary = CellStyle(dim: true)
    /// The focused text field's cursor.
    package static let cursor = CellStyle(reverse: true)
    /// A list's selected row.
    package static let selection = CellStyle(reverse: true)
    /// A button that can be pressed.
    package static let button = CellStyle(bold: true)
    /// A button that cannot be pressed now.
    package static let disabled = CellStyle(dim: true)
    /// An error message.
    package static let error = CellStyle(foreground: .red, bold: true)
    /// A one-shot message.
    package static let notice = CellStyle(foreground: .cyan, underline: true)
    /// A status line.
    package static let status = CellStyle(reverse: true)
}
