import ReactiveCore

/// A one-line text field with a cursor: printable keys and pastes insert at the cursor, Left,
/// Right, Home and End move it, Backspace and Delete remove around it, Ctrl-U clears the field.
///
/// What the user types is a change (`rx.text` sends it); text set by the program is not.
package final class TextField: Widget, ReactiveCompatible {
    /// What the field is for, shown before it.
    package var label: String
    /// The text, as a list of characters so the cursor never falls inside one.
    package private(set) var text = ""
    /// Where the cursor is, in characters from the start.
    package private(set) var cursor = 0
    /// Whether the cursor is shown.
    package var isFocused = true
    /// The most characters the field holds.
    package var limit = 200
    private let changes = PublishSubject<String>()

    package init(label: String) {
        self.label = label
    }

    deinit {
        changes.onCompleted()
    }

    /// Sets the text, as the program does: the cursor goes to the end, nothing is sent.
    package func setText(_ newText: String) {
        text = String(newText.filter { $0.displayWidth > 0 }.prefix(limit))
        cursor = text.count
    }

    /// Edits the field with `key`; returns whether the key was one the field uses.
    @discardableResult
    package func handle(_ key: Key) -> Bool {
        var characters = Array(text)
        switch key {
        case .character(let character):
            guard characters.count < limit else { return true }
            characters.insert(character, at: cursor)
            commit(characters, cursor: cursor + 1)
        case .paste(let pasted):
            let room = max(0, limit - characters.count)
            let inserted = Array(pasted.filter { $0.displayWidth > 0 }.prefix(room))
            characters.insert(contentsOf: inserted, at: cursor)
            commit(characters, cursor: cursor + inserted.count)
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            commit(characters, cursor: cursor - 1)
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
            commit(characters, cursor: cursor)
        case .control("u"):
            guard !characters.isEmpty else { return true }
            commit([], cursor: 0)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        default: return false
        }
        return true
    }

    private func commit(_ characters: [Character], cursor: Int) {
        let newText = String(characters)
        self.cursor = min(max(0, cursor), newText.count)
        guard newText != text else { return }
        text = newText
        changes.onNext(newText)
    }

    package func draw(in canvas: Canvas) {
        let prefix = label.isEmpty ? "" : label + ": "
        let start = canvas.text(prefix, y: 0, style: Look.secondary)
        let width = canvas.width - start
        guard width > 1 else { return }
        // Scroll so the cursor stays visible, keeping a column for it at the end.
        let characters = Array(text)
        var first = 0
        while characters[first..<cursor].reduce(0, { $0 + $1.displayWidth }) > width - 1 { first += 1 }
        let visible = String(characters[first...]).truncated(toWidth: width)
        canvas.text(visible, x: start, y: 0, style: CellStyle(underline: true))
        let filled = visible.displayWidth
        if filled < width {
            canvas.text(
                String(repeating: " ", count: width - filled), x: start + filled, y: 0,
                style: CellStyle(underline: true))
        }
        if isFocused {
            let column = start + characters[first..<cursor].reduce(0) { $0 + $1.displayWidth }
            canvas.restyle(y: 0, x: column, count: cursor < characters.count ? characters[cursor].displayWidth : 1) {
                $0.reverse = true
            }
        }
    }

    fileprivate var textChanges: Observable<String> { changes.asObservable() }
}

extension Reactive where Base: TextField {
    /// The field's text: the current text on subscription, then every change the user makes.
    /// Bound to, it sets the text as the program does.
    package var text: ControlProperty<String> {
        let field = base
        let values = Observable<String>.deferred { [weak field] in
            guard let field else { return .empty() }
            return field.textChanges.startWith(field.text)
        }
        let sink = Binder(field) { field, text in field.setText(text) }
        return ControlProperty(values: values, valueSink: sink)
    }
}
