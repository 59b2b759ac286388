import Features
import ReactiveCore
import Storage
import Styles
import TerminalUI

/// The terminal UI's state and drawing, apart from any terminal: the feature shown, one pane per
/// style, where keys go, and the page of panes on screen. A ``TerminalSession`` feeds it keys and
/// sizes and shows what it draws; tests do the same with a test scheduler.
package final class TerminalApp {
    /// The feature every pane shows.
    package private(set) var feature = Feature.palette
    /// The pane keys go to alone, or `nil` in lockstep (keys go to every pane).
    package private(set) var focus: Int?
    /// The page of panes on screen.
    package private(set) var page = 0
    /// Whether the help is on screen.
    package private(set) var showsHelp = false
    /// Whether the user asked to quit.
    package private(set) var wantsQuit = false
    /// Whether the focused pane fills the width (F4).
    package private(set) var isZoomed = false
    /// Where standard error goes while the UI runs (see `StandardErrorLog`), named in the help;
    /// `nil` when it is not redirected (tests).
    package var logPath: String?
    /// Whether something was written to that log (a binding error, a synchronization warning):
    /// the status line then says so.
    package var logHasEntries = false
    let panes: [StylePane]
    private var layout: Layout

    /// An app over `database`, drawing on `columns` × `rows`.
    ///
    /// - Parameters:
    ///   - scheduler: Timing and delivery: the main scheduler in the terminal, a test scheduler
    ///     in tests.
    ///   - work: Where the services touch the database; `nil` for their own background queues.
    ///   - ui: Where navigation runs, after the binding that asked for it.
    ///   - styles: The panes' styles, in order: by default every style of the registry.
    package init(
        database: AppDatabase, columns: Int, rows: Int, scheduler: SchedulerType = MainScheduler.instance,
        work: ImmediateSchedulerType? = nil, ui: SchedulerType = MainScheduler.asyncInstance,
        styles: [Style] = Style.allCases
    ) {
        panes = styles.map {
            StylePane(style: $0, database: database, scheduler: scheduler, work: work, ui: ui)
        }
        layout = Layout(columns: columns, rows: rows, paneCount: panes.count)
        show(.palette)
    }

    /// Ends every pane's binding.
    package func stop() {
        for pane in panes { pane.stop() }
    }

    /// The terminal is now `columns` × `rows`.
    package func resize(columns: Int, rows: Int) {
        layout = Layout(columns: columns, rows: rows, paneCount: panes.count)
        page = min(page, layout.pageCount - 1)
        if let focus { page = layout.page(of: focus) }
    }

    /// The panes keys go to now.
    private var targets: [StylePane] {
        focus.map { [panes[$0]] } ?? panes
    }

    /// Does what `keys` ask, in order.
    package func handle(_ keys: [Key]) {
        for key in keys where !wantsQuit { handle(key) }
    }

    private func handle(_ key: Key) {
        if case .resize(let columns, let rows) = key {
            resize(columns: columns, rows: rows)
            return
        }
        if showsHelp {
            showsHelp = false
            if Command.of(key, panesTakeText: false) != .quit { return }
        }
        let command = Command.of(key, panesTakeText: targets.contains(where: \.takesText))
        if layout.isTooSmall && command != .quit { return }
        switch command {
        case .quit: wantsQuit = true
        case .help: showsHelp = true
        case .feature(let feature): show(feature)
        case .nextFeature: moveFeature(by: 1)
        case .previousFeature: moveFeature(by: -1)
        case .nextFocus: moveFocus(by: 1)
        case .previousFocus: moveFocus(by: -1)
        case .flipView: for pane in targets { pane.mode = pane.mode.next }
        case .rebuildView: for pane in targets { pane.rebuild() }
        case .zoom: toggleZoom()
        case .nextPage: page = min(layout.pageCount - 1, page + 1)
        case .previousPage: page = max(0, page - 1)
        case nil: for pane in targets { _ = pane.handle(key) }
        }
    }

    private func show(_ feature: Feature) {
        self.feature = feature
        for pane in panes { pane.show(feature) }
    }

    /// The feature `step` tabs away, wrapping around.
    private func moveFeature(by step: Int) {
        let features = Feature.allCases
        let current = features.firstIndex(of: feature) ?? 0
        show(features[(current + step + features.count) % features.count])
    }

    /// Lockstep, then each pane in turn, then lockstep again. A zoom follows the focus, and ends
    /// with it.
    private func moveFocus(by step: Int) {
        let positions = panes.count + 1  // the last position is lockstep
        let current = focus ?? panes.count
        let next = (current + step + positions) % positions
        focus = next == panes.count ? nil : next
        if let focus { page = layout.page(of: focus) }
        if focus == nil { isZoomed = false }
    }

    /// Zooms the focused pane (focusing the page's first pane from lockstep), or ends the zoom.
    private func toggleZoom() {
        if isZoomed {
            isZoomed = false
            return
        }
        if focus == nil { focus = layout.panes(onPage: page).first?.index }
        isZoomed = focus != nil
    }

    /// Where each pane on screen goes: the zoomed pane across the whole width, or the page's.
    private var frames: [(index: Int, frame: Rect)] {
        guard isZoomed, let focus else { return layout.panes(onPage: page) }
        return [(focus, Rect(x: 0, y: 1, width: layout.columns - 1, height: layout.rows - 2))]
    }

    // MARK: Drawing

    /// The panes whose screen differed from what most panes showed, at the last ``render()``.
    package private(set) var differingPanes: Set<Int> = []

    /// Draws the whole screen into a new buffer of the terminal's size.
    package func render() -> CellBuffer {
        let buffer = CellBuffer(width: layout.columns, height: layout.rows)
        let canvas = Canvas(buffer)
        guard !layout.isTooSmall else {
            drawTooSmall(in: canvas)
            return buffer
        }
        drawTabs(in: canvas.rows(from: 0, count: 1))
        let frames = self.frames
        for (index, frame) in frames {
            panes[index].drawContent(in: canvas.region(StylePane.contentFrame(frame)))
        }
        // A zoomed pane is wider than the others, so every screen is compared as drawn aside.
        differingPanes = differences(drawn: buffer, frames: isZoomed ? [] : frames)
        for (index, frame) in frames {
            panes[index].drawFrame(
                in: canvas.region(frame), focused: focus == index, differs: differingPanes.contains(index))
            for row in frame.y..<(frame.y + frame.height) {
                canvas.text("│", x: frame.x + frame.width, y: row, style: Look.secondary)
            }
        }
        drawStatus(in: canvas.rows(from: layout.rows - 1, count: 1))
        if showsHelp { drawHelp(in: canvas) }
        return buffer
    }

    /// The panes whose screen differs from what most panes show. Panes of the same width show
    /// the same state cell for cell alike, so the screens are compared as cells: read from
    /// `buffer` where a pane shows its screen there, drawn aside where it does not.
    private func differences(drawn buffer: CellBuffer, frames: [(index: Int, frame: Rect)]) -> Set<Int> {
        let size = StylePane.contentFrame(Rect(x: 0, y: 1, width: layout.paneWidth, height: layout.rows - 2))
        let screens = panes.indices.map { index -> [Cell] in
            if let frame = frames.first(where: { $0.index == index })?.frame, panes[index].mode == .screen {
                return buffer.cells(in: StylePane.contentFrame(frame))
            }
            let scratch = CellBuffer(width: size.width, height: size.height)
            panes[index].drawScreen(in: Canvas(scratch))
            return scratch.cells(in: scratch.bounds)
        }
        var groups: [[Int]] = []
        for index in screens.indices {
            if let group = groups.firstIndex(where: { screens[$0[0]] == screens[index] }) {
                groups[group].append(index)
            } else {
                groups.append([index])
            }
        }
        guard groups.count > 1, let majority = groups.max(by: { $0.count < $1.count }) else { return [] }
        return Set(screens.indices).subtracting(majority)
    }

    private func drawTabs(in canvas: Canvas) {
        var x = canvas.text("Bindery ", y: 0, style: CellStyle(bold: true))
        for (number, feature) in Feature.allCases.enumerated() {
            let selected = feature == self.feature
            let title = " \(number + 1) \(feature.rawValue) "
            x += canvas.text(title, x: x, y: 0, style: selected ? CellStyle(bold: true, reverse: true) : Look.secondary)
        }
    }

    private func drawStatus(in canvas: Canvas) {
        let target =
            focus.map {
                "\(isZoomed ? "Zoomed" : "Focused"): \(panes[$0].style.name) (Tab: next\(isZoomed ? ", F4: back" : ""))"
            }
            ?? "Lockstep: keys go to all \(panes.count) panes"
        let pages =
            layout.pageCount > 1 && !isZoomed ? "page \(page + 1)/\(layout.pageCount) (PgDn) · " : ""
        let log = logHasEntries ? "⚠ stderr in log (F1) · " : ""
        StatusLine(left: " " + target, right: log + pages + "F1 help · Ctrl-Q quit ").draw(in: canvas)
    }

    private func drawHelp(in canvas: Canvas) {
        var lines = Command.keys.map {
            $0.keys.isEmpty ? "" : $0.keys.padding(toLength: 20, withPad: " ", startingAt: 0) + $0.meaning
        }
        if let logPath { lines += ["", "Standard error goes to \(logPath)"] }
        let width = min(canvas.width - 2, (lines.map(\.displayWidth).max() ?? 0) + 4)
        let height = min(canvas.height - 2, lines.count + 4)
        let box = canvas.region(
            Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height))
        box.fill(CellStyle(reverse: true))
        box.text(" Keys (any key closes) ", x: 1, y: 0, style: CellStyle(bold: true, reverse: true))
        for (row, line) in lines.prefix(height - 4).enumerated() {
            box.text(line, x: 2, y: row + 2, style: CellStyle(reverse: true), width: width - 4)
        }
    }

    private func drawTooSmall(in canvas: Canvas) {
        let message =
            "Bindery needs a terminal of at least \(Layout.minimumColumns)×\(Layout.minimumRows); this one is \(layout.columns)×\(layout.rows). Make it larger (Ctrl-Q quits)."
        var lines: [String] = [""]
        for word in message.split(separator: " ") {
            if lines[lines.count - 1].displayWidth + word.displayWidth + 1 > max(1, canvas.width) { lines.append("") }
            lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
        }
        for (row, line) in lines.prefix(canvas.height).enumerated() { canvas.text(line, y: row) }
    }
}
