import CNcursesw
import Foundation

/// The screen adapter: the one place that calls ncurses.
///
/// It takes over the terminal (raw input, no echo, the alternate screen, bracketed paste) and
/// gives it back in ``restore()``, which is safe to call more than once and also runs at exit.
/// ``present(_:)`` sends only the cells that changed since the previous frame; ncurses then
/// sends only what differs from what the terminal shows.
package final class Terminal {
    /// Why the terminal UI cannot start.
    package enum Failure: Error, CustomStringConvertible {
        /// Standard input or output is not a terminal.
        case notATerminal
        /// `TERM` is unset or `dumb`: the terminal cannot place text.
        case dumb
        /// ncurses could not set the terminal up.
        case cannotStart(String)

        package var description: String {
            switch self {
            case .notATerminal: "standard input and output must be a terminal"
            case .dumb: "this terminal (TERM=\(ProcessInfo.processInfo.environment["TERM"] ?? "")) cannot place text"
            case .cannotStart(let reason): "cannot set up the terminal: \(reason)"
            }
        }
    }

    /// The number of columns.
    package private(set) var columns: Int
    /// The number of rows.
    package private(set) var rows: Int
    /// Whether the terminal shows colors; without them, styles show as attributes alone.
    package let hasColors: Bool

    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let outputDescriptor: Int32
    private var shown: CellBuffer?
    private var pairs: [Pair: Int16] = [:]
    private var isRestored = false
    private var outputPipe: Int32?

    private struct Pair: Hashable {
        let foreground: TerminalColor
        let background: TerminalColor
    }

    /// Takes over the terminal on standard input and output.
    ///
    /// - Throws: ``Failure`` when they are not a terminal, `TERM` is `dumb` or unset, or ncurses
    ///   cannot start; the terminal is then left as it was.
    package convenience init() throws {
        guard isatty(0) == 1, isatty(1) == 1 else { throw Failure.notATerminal }
        guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty, term != "dumb" else {
            throw Failure.dumb
        }
        guard let output = fdopen(dup(1), "w"), let input = fdopen(dup(0), "r") else {
            throw Failure.cannotStart(String(cString: strerror(errno)))
        }
        try self.init(term: term, output: output, input: input, outputDescriptor: 1)
    }

    /// A terminal of `columns` × `rows` whose output goes into a pipe that nobody shows: what the
    /// benchmark draws on, reading what each frame wrote with ``takeWrittenBytes()``.
    package static func offscreen(term: String = "xterm-256color", columns: Int, rows: Int) throws -> Terminal {
        var ends: [Int32] = [0, 0]
        guard Foundation.pipe(&ends) == 0, let output = fdopen(ends[1], "w"), let input = fopen("/dev/null", "r") else {
            throw Failure.cannotStart("cannot open a pipe: \(String(cString: strerror(errno)))")
        }
        _ = bindery_pipe_capacity(ends[1], 1 << 20)  // a whole frame fits: ncurses never waits
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        let terminal = try Terminal(term: term, output: output, input: input, outputDescriptor: -1)
        terminal.outputPipe = ends[0]
        terminal.resize(columns: columns, rows: rows)
        return terminal
    }

    /// For an offscreen terminal, the bytes written since the last call (and reads them away).
    package func takeWrittenBytes() -> Int {
        guard let pipe = outputPipe else { return 0 }
        var total = 0
        var bytes = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(pipe, &bytes, bytes.count)
            guard count > 0 else { return total }
            total += count
        }
    }

    private init(
        term: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>, outputDescriptor: Int32
    ) throws {
        Self.useUTF8()
        guard let screen = newterm(term, output, input) else {
            fclose(output)
            fclose(input)
            throw Failure.cannotStart("ncurses does not know the terminal '\(term)'")
        }
        self.screen = screen
        self.output = output
        self.input = input
        self.outputDescriptor = outputDescriptor
        set_term(screen)
        raw()
        noecho()
        nonl()
        keypad(bindery_stdscr(), false)
        curs_set(0)
        leaveok(bindery_stdscr(), true)
        hasColors = has_colors()
        if hasColors {
            start_color()
            use_default_colors()
        }
        columns = Int(getmaxx(bindery_stdscr()))
        rows = Int(getmaxy(bindery_stdscr()))
        fputs("\u{1B}[?2004h", output)  // bracketed paste on
        fflush(output)
        _ = Self.exitHook
        if outputDescriptor >= 0 { bindery_set_terminal_taken(1) }
    }

    deinit {
        restore()
        delscreen(screen)
        fclose(output)
        fclose(input)
        if let outputPipe { close(outputPipe) }
    }

    /// Gives the terminal back as it was: normal input, the main screen, the cursor, no bracketed
    /// paste. Safe to call more than once.
    package func restore() {
        guard !isRestored else { return }
        isRestored = true
        fputs("\u{1B}[?2004l", output)
        fflush(output)
        endwin()
        if outputDescriptor >= 0 { bindery_set_terminal_taken(0) }
    }

    /// Reads the terminal's size again after a resize; returns whether it changed.
    @discardableResult
    package func updateSize() -> Bool {
        var newRows: Int32 = 0
        var newColumns: Int32 = 0
        guard outputDescriptor >= 0, bindery_window_size(outputDescriptor, &newRows, &newColumns) == 0,
            newRows > 0, newColumns > 0
        else { return false }
        guard Int(newRows) != rows || Int(newColumns) != columns else { return false }
        resize(columns: Int(newColumns), rows: Int(newRows))
        return true
    }

    private func resize(columns: Int, rows: Int) {
        resizeterm(Int32(rows), Int32(columns))
        self.columns = Int(getmaxx(bindery_stdscr()))
        self.rows = Int(getmaxy(bindery_stdscr()))
        shown = nil
    }

    /// Shows `buffer`, sending the cells that differ from the previous frame. The terminal keeps
    /// `buffer` to compare the next frame with: draw each frame into a new buffer.
    package func present(_ buffer: CellBuffer) {
        let previous = shown.flatMap { $0.width == buffer.width && $0.height == buffer.height ? $0.cells : nil }
        if previous == nil { wclear(bindery_stdscr()) }
        let cells = buffer.cells
        let width = buffer.width
        var current: CellStyle?
        var characters: [wchar_t] = []
        for y in 0..<min(buffer.height, rows) {
            var x = 0
            var placed = false
            while x < min(width, columns) {
                let cell = cells[y * width + x]
                if cell.isContinuation || previous?[y * width + x] == cell {
                    x += 1
                    placed = false
                    continue
                }
                if !placed {
                    wmove(bindery_stdscr(), Int32(y), Int32(x))
                    placed = true
                }
                if cell.style != current {
                    apply(cell.style)
                    current = cell.style
                }
                let columns = cell.displayWidth
                characters.removeAll(keepingCapacity: true)
                if columns == 0 {
                    characters.append(wchar_t(32))
                } else {
                    for scalar in cell.character.unicodeScalars { characters.append(wchar_t(bitPattern: scalar.value)) }
                }
                waddnwstr(bindery_stdscr(), characters, Int32(characters.count))
                x += max(1, columns)
            }
        }
        wattr_set(bindery_stdscr(), 0, 0, nil)
        wnoutrefresh(bindery_stdscr())
        doupdate()
        shown = buffer  // the caller draws the next frame into a new buffer
    }

    private func apply(_ style: CellStyle) {
        var attributes = bindery_attr_normal()
        if style.bold { attributes |= bindery_attr_bold() }
        if style.dim { attributes |= bindery_attr_dim() }
        if style.underline { attributes |= bindery_attr_underline() }
        var reverse = style.reverse
        var pair: Int16 = 0
        if hasColors {
            pair = colorPair(Pair(foreground: style.foreground, background: style.background))
        } else if style.background != .standard {
            reverse.toggle()  // a colored background shows as reverse video in monochrome
        }
        if reverse { attributes |= bindery_attr_reverse() }
        wattr_set(bindery_stdscr(), attributes, pair, nil)
    }

    private func colorPair(_ pair: Pair) -> Int16 {
        if pair.foreground == .standard && pair.background == .standard { return 0 }
        if let known = pairs[pair] { return known }
        let number = Int16(pairs.count + 1)
        guard Int32(number) < bindery_color_pairs() else { return 0 }
        init_pair(number, Int16(pair.foreground.rawValue), Int16(pair.background.rawValue))
        pairs[pair] = number
        return number
    }

    /// ncurses draws wide characters only in a UTF-8 locale: the user's, else C.UTF-8.
    private static func useUTF8() {
        setlocale(LC_ALL, "")
        if bindery_locale_is_utf8() == 0 {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// Gives the terminal back if a trap or a crash stops the process (see `StandardErrorLog`),
    /// then writes `note` to `descriptor` and takes the signal's default action.
    ///
    /// Called from here, not from `StandardErrorLog`: the shim's state is per object file, and the
    /// handler must see the terminal-taken flag this file sets.
    package static func restoreOnCrash(noting note: String, to descriptor: Int32) {
        _ = bindery_catch_crashes(descriptor, note)
    }

    /// Puts back the crash handlers ``restoreOnCrash(noting:to:)`` replaced.
    package static func stopRestoringOnCrash() {
        bindery_release_crashes()
    }

    /// Gives the terminal back at exit too, whatever path leads there.
    private static let exitHook: Void = {
        atexit {
            if bindery_is_terminal_taken() != 0 {
                _ = "\u{1B}[?2004l".withCString { write(1, $0, strlen($0)) }
                endwin()
            }
        }
    }()
}
