/// Turns the bytes a terminal sends into ``Key``s.
///
/// It reads UTF-8 text, the C0 control keys, CSI (`ESC [`) and SS3 (`ESC O`) sequences for the
/// arrows, Home/End, Page Up/Down, Insert/Delete and F1–F12 (modifiers are ignored), Alt as
/// Escape-prefix, bracketed paste (`ESC [200~` … `ESC [201~`) and xterm's in-band resize reports.
/// Bytes may arrive split anywhere: what is incomplete waits for the next ``decode(_:)``, and a
/// lone Escape is a key only once the caller says no more bytes are coming (``flush()``, after a
/// short pause). Bytes that mean nothing (invalid UTF-8, unknown or overlong sequences) are
/// dropped without a trace, so random input never becomes a key it did not spell.
package struct InputDecoder {
    /// The longest escape sequence read; a longer one is dropped.
    package static let maximumSequenceLength = 32
    /// The most bytes a paste keeps; the rest is dropped.
    package static let maximumPasteLength = 1 << 16

    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    package init() {}

    /// Whether bytes are waiting for more (an Escape or an unfinished sequence): the caller
    /// should ``flush()`` if nothing arrives soon.
    package var isWaiting: Bool { !pending.isEmpty || paste != nil }

    /// The keys `bytes` complete, in order.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = pasteEnd(from: index) else {
                    // Keep what may be the start of the closing marker for the next bytes.
                    let tail = max(index, pending.count - 5)
                    appendToPaste(pending[index..<tail])
                    pending.removeFirst(tail)
                    return keys
                }
                appendToPaste(pending[index..<end.start])
                keys.append(.paste(String(decoding: paste ?? [], as: UTF8.self).filter { !$0.isControlCharacter }))
                paste = nil
                index = end.next
                continue
            }
            switch step(at: index) {
            case .incomplete:
                pending.removeFirst(index)
                return keys
            case .key(let key, let next):
                if let key { keys.append(key) }
                index = next
            case .pasteStart(let next):
                paste = []
                index = next
            }
        }
        pending.removeAll(keepingCapacity: true)
        return keys
    }

    /// What waits is complete after all: a lone Escape is the Escape key, an unfinished sequence
    /// is dropped, and a paste whose end never came ends with what it has.
    package mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        if let text = paste {
            paste = nil
            return [.paste(String(decoding: text + pending, as: UTF8.self).filter { !$0.isControlCharacter })]
        }
        guard let first = pending.first else { return [] }
        if first == 0x1B {
            if pending.count == 1 { return [.escape] }
            // Escape then a byte that might still have begun a sequence: Alt-[ or Alt-O.
            if pending.count == 2, let character = printable(pending[1]) { return [.alt(character)] }
        }
        return []
    }

    private enum Step {
        case incomplete
        case key(Key?, next: Int)
        case pasteStart(next: Int)
    }

    private func step(at index: Int) -> Step {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return escape(at: index)
        case 0x0D, 0x0A:
            return .key(.enter, next: index + 1)
        case 0x09:
            return .key(.tab, next: index + 1)
        case 0x7F, 0x08:
            return .key(.backspace, next: index + 1)
        case 0x01...0x1A:
            return .key(.control(Character(UnicodeScalar(byte + 0x60))), next: index + 1)
        case 0x00, 0x1C...0x1F:
            return .key(nil, next: index + 1)
        default:
            return utf8(at: index)
        }
    }

    private func escape(at index: Int) -> Step {
        guard index + 1 < pending.count else { return .incomplete }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return csi(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return .incomplete }
            let key: Key? =
                switch pending[index + 2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                case UInt8(ascii: "H"): .home
                case UInt8(ascii: "F"): .end
                case UInt8(ascii: "P"): .function(1)
                case UInt8(ascii: "Q"): .function(2)
                case UInt8(ascii: "R"): .function(3)
                case UInt8(ascii: "S"): .function(4)
                case UInt8(ascii: "M"): .enter
                default: nil
                }
            return .key(key, next: index + 3)
        case 0x1B:
            return .key(.escape, next: index + 1)
        default:
            if let character = printable(next) { return .key(.alt(character), next: index + 2) }
            if next == 0x7F { return .key(.backspace, next: index + 2) }
            return .key(.escape, next: index + 1)
        }
    }

    private func csi(at index: Int) -> Step {
        var end = index + 2
        while end < pending.count {
            let byte = pending[end]
            if (0x40...0x7E).contains(byte) { break }
            guard (0x20...0x3F).contains(byte) else { return .key(nil, next: end) }
            if end - index >= Self.maximumSequenceLength { return .key(nil, next: end + 1) }
            end += 1
        }
        guard end < pending.count else { return .incomplete }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = parameters.first.flatMap { $0 }
        let next = end + 1
        switch pending[end] {
        case UInt8(ascii: "A"): return .key(.up, next: next)
        case UInt8(ascii: "B"): return .key(.down, next: next)
        case UInt8(ascii: "C"): return .key(.right, next: next)
        case UInt8(ascii: "D"): return .key(.left, next: next)
        case UInt8(ascii: "H"): return .key(.home, next: next)
        case UInt8(ascii: "F"): return .key(.end, next: next)
        case UInt8(ascii: "Z"): return .key(.backTab, next: next)
        case UInt8(ascii: "P"): return .key(.function(1), next: next)
        case UInt8(ascii: "Q"): return .key(.function(2), next: next)
        case UInt8(ascii: "S"): return .key(.function(4), next: next)
        case UInt8(ascii: "t"):
            if first == 48, parameters.count >= 3, let rows = parameters[1], let columns = parameters[2] {
                return .key(.resize(columns: columns, rows: rows), next: next)
            }
            return .key(nil, next: next)
        case UInt8(ascii: "~"):
            if first == 200 { return .pasteStart(next: next) }
            return .key(first.flatMap(Self.tilde), next: next)
        default:
            return .key(nil, next: next)
        }
    }

    /// The key of `ESC [ n ~`.
    private static func tilde(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }

    private func utf8(at index: Int) -> Step {
        let byte = pending[index]
        let length: Int
        switch byte {
        case 0x20...0x7E: return .key(.character(Character(UnicodeScalar(byte))), next: index + 1)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .key(nil, next: index + 1)
        }
        var scalarValue = UInt32(byte) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard index + offset < pending.count else { return .incomplete }
            let continuation = pending[index + offset]
            guard continuation & 0xC0 == 0x80 else { return .key(nil, next: index + offset) }
            scalarValue = scalarValue << 6 | UInt32(continuation & 0x3F)
        }
        let minimum: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
        guard scalarValue >= minimum, let scalar = UnicodeScalar(scalarValue), scalar.displayWidth > 0 || isMark(scalar)
        else { return .key(nil, next: index + length) }
        return .key(.character(Character(scalar)), next: index + length)
    }

    private func isMark(_ scalar: UnicodeScalar) -> Bool {
        scalar.value >= 0x300 && scalar.displayWidth == 0 && !scalar.properties.generalCategory.isControl
    }

    private func printable(_ byte: UInt8) -> Character? {
        (0x20...0x7E).contains(byte) ? Character(UnicodeScalar(byte)) : nil
    }

    /// Where the paste's closing `ESC [201~` starts and ends, if it has arrived.
    private func pasteEnd(from index: Int) -> (start: Int, next: Int)? {
        let marker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        guard pending.count - index >= marker.count else { return nil }
        var start = index
        while start + marker.count <= pending.count {
            if pending[start..<(start + marker.count)].elementsEqual(marker) { return (start, start + marker.count) }
            start += 1
        }
        return nil
    }

    private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
        let room = Self.maximumPasteLength - (paste?.count ?? 0)
        if room > 0 { paste?.append(contentsOf: bytes.prefix(room)) }
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isControl: Bool {
        self == .control || self == .format || self == .surrogate || self == .privateUse || self == .unassigned
    }
}

extension Character {
    fileprivate var isControlCharacter: Bool {
        unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
}
