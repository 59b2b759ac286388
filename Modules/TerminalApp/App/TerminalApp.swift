import AllStyles
import Composition
import Features
import ReactiveCore
import Services
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
    /// The pane that fills the width (F4), if any: the focused pane, or in lockstep the page's
    /// first (keys still go to every pane).
    package private(set) var zoomedPane: Int?
    /// Whether a pane fills the width (F4).
    package var isZoomed: Bool { zoomedPane != nil }
    /// The panes that took keys, F3 or navigation alone (focused) in the feature shown: where
    /// they differ, the user made them differ. Each feature keeps its own, as its panes keep their
    /// state while another feature is shown.
    package var changedByHand: Set<Int> { changedByHandIn[feature] ?? [] }
    private var changedByHandIn: [Feature: Set<Int>] = [:]
    /// What the last action outside the panes did (a favorite toggled), until the next key.
    package private(set) var notice: String?
    /// Where standard error goes while the UI runs (see `StandardErrorLog`), named in the help;
    /// `nil` when it is not redirected (tests).
    package var logPath: String?
    /// Whether something was written to that log (a binding error, a synchronization warning):
    /// the status line then says so.
    package var logHasEntries = false
    let panes: [StylePane]
    private var layout: Layout
    /// Toggles favorites for the whole app (once, whatever the number of panes keys go to).
    private let library: LibraryService
    private let ui: SchedulerType
    /// The favorite toggle under way, if any (nothing held once it ends: the app may outlive
    /// its session).
    private var favoriteToggle: Disposable?

    /// An app over `environment`'s services (built once, by the executable), drawing on
    /// `columns` × `rows`: they answer on their scheduler, where the user acts (`answering(on:)`,
    /// once for the app, its own calls included), and each pane gets a counted view of them.
    ///
    /// - Parameters:
    ///   - environment: The app's services, timed by the main scheduler and the continuous clock in
    ///     the terminal, by a test scheduler in tests; their favorites shared
    ///     (`FeatureEnvironment.live(…).sharingFavorites()`).
    ///   - columns: The width the app draws on.
    ///   - rows: The height the app draws on.
    ///   - ui: Where navigation runs, after the binding that asked for it.
    ///   - styles: The panes' styles, in order: by default every style of the registry.
    package init(
        environment: FeatureEnvironment, columns: Int, rows: Int, ui: SchedulerType = MainScheduler.asyncInstance,
        styles: [Style] = Style.allCases
    ) {
        let environment = environment.answering(on: environment.scheduler)
        panes = styles.map { StylePane(style: $0, environment: environment, ui: ui) }
        library = environment.library
        self.ui = ui
        layout = Layout(columns: columns, rows: rows, paneCount: panes.count)
        show(.palette)
    }

    /// Releases every pane's features: their view controllers and view models (the app quits).
    package func stop() {
        favoriteToggle?.dispose()
        favoriteToggle = nil
        for pane in panes { pane.stop() }
    }

    /// The terminal is now `columns` × `rows`.
    package func resize(columns: Int, rows: Int) {
        layout = Layout(columns: columns, rows: rows, paneCount: panes.count)
        page = min(page, layout.pageCount - 1)
        if let focus { page = layout.page(of: focus) }
        if focus == nil, zoomedPane != nil { zoomedPane = layout.panes(onPage: page).first?.index }
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
        notice = nil
        switch command {
        case .quit: wantsQuit = true
        case .help: showsHelp = true
        case .feature(let feature): show(feature)
        case .nextFeature: moveFeature(by: 1)
        case .previousFeature: moveFeature(by: -1)
        case .nextFocus: moveFocus(by: 1)
        case .previousFocus: moveFocus(by: -1)
        case .flipView: flipView()
        case .rebuildView:
            for pane in targets { pane.rebuild() }
            markChangedByHand()
        case .zoom: toggleZoom()
        case .nextPage: movePage(by: 1)
        case .previousPage: movePage(by: -1)
        case .favorite: toggleFavorite()
        case nil:
            var handled = false
            for pane in targets { handled = pane.handle(key) || handled }
            if handled { markChangedByHand() }
        }
    }

    /// A key, F3 or navigation went to the focused pane alone: it may now differ by the user's
    /// doing.
    private func markChangedByHand() {
        if let focus, panes.count > 1 { changedByHandIn[feature, default: []].insert(focus) }
    }

    /// Every pane shows `feature`'s tab: the feature on screen disappears and `feature` appears as
    /// it was left, as a tab bar controller switches tabs.
    private func show(_ feature: Feature) {
        self.feature = feature
        for pane in panes { pane.show(feature) }
    }

    /// F2: the panes keys go to flip to the next mode. In lockstep every pane takes the mode after
    /// the one the first pane on screen shows, so that they all show the same mode again.
    private func flipView() {
        guard focus == nil else {
            for pane in targets { pane.mode = pane.mode.next }
            return
        }
        let first = frames.first?.index ?? 0
        let mode = panes[first].mode.next
        for pane in panes { pane.mode = mode }
    }

    /// PageDown/PageUp: the next or previous page; a lockstep zoom moves to that page's first pane.
    private func movePage(by step: Int) {
        page = max(0, min(layout.pageCount - 1, page + step))
        if focus == nil, zoomedPane != nil { zoomedPane = layout.panes(onPage: page).first?.index }
    }

    /// Toggles the favorite mark of the track selected in the search results of the first pane
    /// keys go to, once (every pane in lockstep shows the same selection), past every style
    /// (`LibraryRules.toggleFavorite(of:in:)`), and says what it did.
    private func toggleFavorite() {
        guard let track = targets.lazy.compactMap(\.selectedTrack).first else {
            notice = "no track selected: search for one, then Ctrl-F"
            return
        }
        favoriteToggle?.dispose()
        favoriteToggle = nil
        var ended = false
        let toggle = LibraryRules.toggleFavorite(of: track, in: library)
            .observe(on: ui)
            .subscribe(
                onSuccess: { [weak self] message in self?.notice = message },
                onDisposed: { [weak self] in
                    ended = true
                    self?.favoriteToggle = nil
                })
        if !ended { favoriteToggle = toggle }
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
        if zoomedPane != nil { zoomedPane = focus }
    }

    /// Zooms the focused pane (in lockstep, the page's first, keys still going to every pane), or
    /// ends the zoom: the focus is where it was before.
    private func toggleZoom() {
        if isZoomed {
            zoomedPane = nil
            return
        }
        zoomedPane = focus ?? layout.panes(onPage: page).first?.index
    }

    /// Where each pane on screen goes: the zoomed pane across the whole width, or the page's.
    private var frames: [(index: Int, frame: Rect)] {
        guard let zoomedPane else { return layout.panes(onPage: page) }
        return [(zoomedPane, Rect(x: 0, y: 1, width: layout.columns - 1, height: layout.rows - 2))]
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
            panes[index].drawFrame(in: canvas.region(frame), focused: focus == index, mark: mark(of: index))
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
        // The majority is that of the panes the user left alone, when there are some.
        let majorityGroups = groups.filter { !Set($0).isSubset(of: changedByHand) }
        guard groups.count > 1,
            let majority = (majorityGroups.isEmpty ? groups : majorityGroups).max(by: {
                $0.count(where: { !changedByHand.contains($0) }) < $1.count(where: { !changedByHand.contains($0) })
            })
        else { return [] }
        return Set(screens.indices).filter { screens[$0] != screens[majority[0]] }
    }

    /// The mark in pane `index`'s title: whether it differs, and whether by the user's doing.
    private func mark(of index: Int) -> String? {
        guard differingPanes.contains(index) else { return nil }
        return changedByHand.contains(index) ? "≠ by hand" : "≠ differs"
    }

    /// The differing panes for the status line, wherever they are: the styles' own differences,
    /// then the user's; a pane off screen with its page.
    private var differencesSummary: String {
        let shown = Set(frames.map(\.index))
        func names(_ indices: [Int]) -> String {
            indices.map { index in
                panes[index].style.name + (shown.contains(index) ? "" : " (page \(layout.page(of: index) + 1))")
            }.joined(separator: ", ")
        }
        let byStyle = differingPanes.subtracting(changedByHand).sorted()
        let byHand = differingPanes.intersection(changedByHand).sorted()
        var parts: [String] = []
        if !byStyle.isEmpty { parts.append("≠ differs: " + names(byStyle)) }
        if !byHand.isEmpty { parts.append("≠ by hand: " + names(byHand)) }
        return parts.joined(separator: " · ")
    }

    /// The feature tabs with their digits; where a text field takes the digits, the keys that
    /// switch then (Alt and the digit) at the right.
    private func drawTabs(in canvas: Canvas) {
        var x = canvas.text("Bindery ", y: 0, style: CellStyle(bold: true))
        for (number, feature) in Feature.allCases.enumerated() {
            let selected = feature == self.feature
            let title = " \(number + 1) \(feature.rawValue) "
            x += canvas.text(title, x: x, y: 0, style: selected ? CellStyle(bold: true, reverse: true) : Look.secondary)
        }
        guard targets.contains(where: \.takesText) else { return }
        let last = Feature.allCases.count
        let long = "in a text field: Alt-1 … Alt-\(last)"
        let hint = canvas.width - x > long.displayWidth ? long : "Alt-1…\(last)"
        if canvas.width - x > hint.displayWidth {
            canvas.text(hint, x: canvas.width - hint.displayWidth, y: 0, style: Look.secondary)
        }
    }

    /// Where keys go, the panes that differ (on any page), the page, and the keys for help and
    /// quitting, cut from the right when narrow; or what the last action did.
    private func drawStatus(in canvas: Canvas) {
        let everyPane =
            switch panes.count {
            case 1: "the one pane"
            case 2: "both panes"
            default: "all \(panes.count) panes"
            }
        let shortTarget =
            if let focus {
                "\(isZoomed ? "Zoomed" : "Focused"): \(panes[focus].style.name)"
            } else if let zoomedPane {
                "Zoomed: \(panes[zoomedPane].style.name)"
            } else {
                "Lockstep"
            }
        let target =
            if focus != nil {
                shortTarget + " (Tab: next\(isZoomed ? ", F4: back" : ""))"
            } else if zoomedPane != nil {
                shortTarget + ", keys go to \(everyPane) (F4: back)"
            } else {
                "Lockstep: keys go to \(everyPane)"
            }
        let pages =
            layout.pageCount > 1 && !isZoomed ? "page \(page + 1)/\(layout.pageCount) (PgDn) · " : ""
        let extra = notice ?? differencesSummary
        // Where the differences would push the page off the line, where keys go is said short.
        let fits = (" " + target + "  " + extra + pages).displayWidth < canvas.width
        let left = " " + (extra.isEmpty || fits ? target : shortTarget) + "  "
        let log = logHasEntries ? "⚠ stderr in log (F1) · " : ""
        StatusLine(left: left + extra, right: log + pages + "F1 help · Ctrl-Q quit ").draw(in: canvas)
        if notice == nil, !extra.isEmpty {
            canvas.restyle(y: 0, x: left.displayWidth, count: extra.displayWidth) {
                $0.foreground = .red
                $0.bold = true
            }
        }
    }

    /// The keys in a box over the screen: a line each, wrapped under its meaning where the
    /// terminal is too narrow (at 80 columns none is).
    private func drawHelp(in canvas: Canvas) {
        let keyWidth = 20
        let room = max(10, canvas.width - 6 - keyWidth)
        var lines = Command.keys.flatMap { keys, meaning in
            meaning.wrapped(toWidth: room).enumerated().map { row, part in
                (row == 0 ? keys : "").padding(toLength: keyWidth, withPad: " ", startingAt: 0) + part
            }
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
        for (row, line) in message.wrapped(toWidth: max(1, canvas.width)).prefix(canvas.height).enumerated() {
            canvas.text(line, y: row)
        }
    }
}
