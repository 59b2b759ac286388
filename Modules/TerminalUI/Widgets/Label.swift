import ReactiveCore

/// A line of text; empty, it draws nothing.
package final class Label: Widget, ReactiveCompatible {
    /// The text shown.
    package var text: String
    /// How it is shown.
    package var style: CellStyle

    package init(_ text: String = "", style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }

    package func draw(in canvas: Canvas) {
        canvas.text(text, y: 0, style: style)
    }
}

extension Reactive where Base: Label {
    /// Sets the label's text.
    package var text: Binder<String> {
        Binder(base) { label, text in label.text = text }
    }

    /// Sets the label's text; `nil` empties it.
    package var optionalText: Binder<String?> {
        Binder(base) { label, text in label.text = text ?? "" }
    }
}
