import ReactiveCore

/// A list of rows with a selection that scrolls to keep it in sight: Up and Down move the
/// selection, Home and End jump, Enter chooses the selected row.
package final class ListView: Widget, ReactiveCompatible {
    /// The rows.
    package private(set) var items: [String] = []
    /// The selected row, if there are rows.
    package private(set) var selectedIndex: Int?
    /// The first row shown.
    package private(set) var offset = 0
    /// What the list shows when it has no rows.
    package var placeholder: String
    private var visibleRows = 1
    private let chosen = PublishSubject<Int>()

    package init(placeholder: String = "") {
        self.placeholder = placeholder
    }

    deinit {
        chosen.onCompleted()
    }

    /// Replaces the rows, keeping the selection where it was (or on the last row).
    package func setItems(_ newItems: [String]) {
        items = newItems
        selectedIndex = newItems.isEmpty ? nil : min(selectedIndex ?? 0, newItems.count - 1)
        scrollToSelection()
    }

    /// Moves the selection with `key`, or chooses with Enter; returns whether the list used it.
    @discardableResult
    package func handle(_ key: Key) -> Bool {
        guard let selected = selectedIndex else { return [.up, .down, .home, .end, .enter].contains(key) }
        switch key {
        case .up: selectedIndex = max(0, selected - 1)
        case .down: selectedIndex = min(items.count - 1, selected + 1)
        case .home: selectedIndex = 0
        case .end: selectedIndex = items.count - 1
        case .enter: chosen.onNext(selected)
        default: return false
        }
        scrollToSelection()
        return true
    }

    private func scrollToSelection() {
        guard let selected = selectedIndex else {
            offset = 0
            return
        }
        if selected < offset { offset = selected }
        if selected >= offset + visibleRows { offset = selected - visibleRows + 1 }
        offset = max(0, min(offset, max(0, items.count - visibleRows)))
    }

    package func draw(in canvas: Canvas) {
        visibleRows = max(1, canvas.height)
        scrollToSelection()
        guard !items.isEmpty else {
            for (row, line) in placeholder.wrapped(toWidth: canvas.width).prefix(canvas.height).enumerated() {
                canvas.text(line, y: row, style: Look.secondary)
            }
            return
        }
        let more = items.count > canvas.height
        let width = more ? canvas.width - 1 : canvas.width
        for row in 0..<min(canvas.height, items.count - offset) {
            let index = offset + row
            let selected = index == selectedIndex
            canvas.text(items[index].fitted(toWidth: width), y: row, style: selected ? Look.selection : .plain)
        }
        if more {
            // A scroll bar: where the rows shown sit among all of them.
            let thumb = min(canvas.height - 1, offset * canvas.height / max(1, items.count))
            for row in 0..<canvas.height {
                canvas.text(row == thumb ? "┃" : "│", x: canvas.width - 1, y: row, style: Look.secondary)
            }
        }
    }

    fileprivate var choices: Observable<Int> { chosen.asObservable() }
}

extension Reactive where Base: ListView {
    /// The index of each row the user chooses.
    package var itemSelected: ControlEvent<Int> {
        ControlEvent(events: base.choices)
    }

    /// Sets the rows.
    package var items: Binder<[String]> {
        Binder(base) { list, items in list.setItems(items) }
    }
}
