import ReactiveCore

/// Marble diagrams: a timeline of events written as text.
///
/// Each character is one frame of `frame` ticks, starting at `start`:
/// - `-` lets a frame pass with no event;
/// - any other character is an element (its value looked up in `values`);
/// - `|` is completion and `#` an error;
/// - `(ab)` puts several events in one frame;
/// - spaces are ignored, so diagrams can be aligned.
///
/// ```swift
/// let events = try Marbles.events("--a--b--|", values: ["a": 1, "b": 2], frame: 10)
/// // [.next(20, 1), .next(50, 2), .completed(80)]
/// ```
public enum Marbles {
    /// Parses a diagram into recorded events.
    ///
    /// - Parameters:
    ///   - diagram: The timeline.
    ///   - values: The element each symbol stands for.
    ///   - error: The error `#` stands for.
    ///   - frame: Ticks per character.
    ///   - start: The tick of the first character.
    /// - Throws: ``MarbleError`` for a symbol with no value, an unbalanced group, or events after
    ///   a terminal event.
    public static func events<Element>(
        _ diagram: String, values: [Character: Element], error: Swift.Error = MarbleError.diagramError,
        frame: TestTime = 10, start: TestTime = 0
    ) throws -> [Recorded<Event<Element>>] {
        var events: [Recorded<Event<Element>>] = []
        var frameIndex = 0
        var inGroup = false
        var terminated = false
        for (column, symbol) in diagram.enumerated() {
            let time = start + frameIndex * frame
            func record(_ event: Event<Element>) throws {
                guard !terminated else { throw MarbleError.eventAfterTermination(column: column + 1) }
                terminated = event.isStopEvent
                events.append(Recorded(time: time, value: event))
            }
            switch symbol {
            case " ":
                continue
            case "(":
                guard !inGroup else { throw MarbleError.nestedGroup(column: column + 1) }
                inGroup = true
                continue
            case ")":
                guard inGroup else { throw MarbleError.unopenedGroup(column: column + 1) }
                inGroup = false
            case "-":
                if inGroup { throw MarbleError.frameInGroup(column: column + 1) }
            case "|":
                try record(.completed)
            case "#":
                try record(.error(error))
            default:
                guard let value = values[symbol] else {
                    throw MarbleError.unknownSymbol(symbol, column: column + 1)
                }
                try record(.next(value))
            }
            if !inGroup { frameIndex += 1 }
        }
        if inGroup { throw MarbleError.unclosedGroup }
        return events
    }

    /// Parses a diagram whose symbols stand for themselves, as one-character strings.
    public static func events(
        _ diagram: String, error: Swift.Error = MarbleError.diagramError, frame: TestTime = 10, start: TestTime = 0
    ) throws -> [Recorded<Event<String>>] {
        let symbols = diagram.filter { !" -()|#".contains($0) }
        let values = Dictionary(symbols.map { ($0, String($0)) }, uniquingKeysWith: { first, _ in first })
        return try events(diagram, values: values, error: error, frame: frame, start: start)
    }

    /// Draws recorded events as a diagram; events in the same frame are grouped.
    ///
    /// - Parameters:
    ///   - events: The events, in time order.
    ///   - frame: Ticks per character.
    ///   - start: The tick of the first character.
    ///   - symbol: The character drawn for an element.
    public static func diagram<Element>(
        _ events: [Recorded<Event<Element>>], frame: TestTime = 10, start: TestTime = 0,
        symbol: (Element) -> Character
    ) -> String {
        var frames: [Int: [Character]] = [:]
        var last = -1
        for recorded in events {
            let index = max(0, (recorded.time - start) / frame)
            let character: Character =
                switch recorded.value {
                case .next(let element): symbol(element)
                case .error: "#"
                case .completed: "|"
                }
            frames[index, default: []].append(character)
            last = max(last, index)
        }
        guard last >= 0 else { return "" }
        return (0...last).map { index -> String in
            guard let symbols = frames[index] else { return "-" }
            return symbols.count == 1 ? String(symbols[0]) : "(" + String(symbols) + ")"
        }.joined()
    }

    /// Draws recorded events whose elements are drawn by their first character.
    public static func diagram<Element: CustomStringConvertible>(
        _ events: [Recorded<Event<Element>>], frame: TestTime = 10, start: TestTime = 0
    ) -> String {
        diagram(events, frame: frame, start: start) { $0.description.first ?? "?" }
    }
}

/// A marble diagram that cannot be parsed, or the error `#` stands for by default.
public enum MarbleError: Swift.Error, Equatable, CustomStringConvertible {
    /// The default error of `#`.
    case diagramError
    /// A symbol with no value in `values`, at a 1-based column.
    case unknownSymbol(Character, column: Int)
    /// An event after `|` or `#`.
    case eventAfterTermination(column: Int)
    /// A `(` inside a group.
    case nestedGroup(column: Int)
    /// A `)` with no `(`.
    case unopenedGroup(column: Int)
    /// A `-` inside a group.
    case frameInGroup(column: Int)
    /// A `(` that is never closed.
    case unclosedGroup

    /// What is wrong, and where.
    public var description: String {
        switch self {
        case .diagramError: "marble error"
        case .unknownSymbol(let symbol, let column): "column \(column): '\(symbol)' has no value"
        case .eventAfterTermination(let column): "column \(column): event after the sequence terminated"
        case .nestedGroup(let column): "column \(column): groups cannot nest"
        case .unopenedGroup(let column): "column \(column): ')' closes no group"
        case .frameInGroup(let column): "column \(column): '-' inside a group"
        case .unclosedGroup: "a group is never closed"
        }
    }
}

extension TestScheduler {
    /// Creates a hot observable from a marble diagram (see ``Marbles``).
    public func createHotObservable<Element>(
        marbles diagram: String, values: [Character: Element], error: Swift.Error = MarbleError.diagramError,
        frame: TestTime = 10
    ) throws -> TestableObservable<Element> {
        createHotObservable(try Marbles.events(diagram, values: values, error: error, frame: frame))
    }

    /// Creates a cold observable from a marble diagram (see ``Marbles``).
    public func createColdObservable<Element>(
        marbles diagram: String, values: [Character: Element], error: Swift.Error = MarbleError.diagramError,
        frame: TestTime = 10
    ) throws -> TestableObservable<Element> {
        createColdObservable(try Marbles.events(diagram, values: values, error: error, frame: frame))
    }
}
