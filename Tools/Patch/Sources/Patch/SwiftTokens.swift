/// A Swift file cut into tokens, enough to find its top-level declarations and rename what they
/// declare: identifiers, punctuation, and string literals and comments kept whole, so that a name
/// inside them is never taken for code. Not a parser: the compiler checks what comes out.
struct SwiftTokens {
    /// A token's kind.
    enum Kind: Equatable {
        case identifier, punctuation, string, comment, newline, space, other
    }

    /// A token: its kind and where it is in the file's UTF-8 bytes.
    struct Token {
        let kind: Kind
        let range: Range<Int>
        let text: String

        /// Whether the token is code (not a space, a line break or a comment).
        var isCode: Bool { kind != .space && kind != .newline && kind != .comment }
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []

    init(_ text: String) throws(Failure) {
        bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let (kind, end) = try Self.token(at: index, in: bytes)
            tokens.append(
                Token(kind: kind, range: index..<end, text: String(decoding: bytes[index..<end], as: UTF8.self)))
            index = end
        }
    }

    /// A file that cannot be cut into tokens (an unterminated string or comment).
    struct Failure: Error {
        let offset: Int
        let problem: String
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte == 36 || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 48 && byte <= 57)
    }

    private static func token(at start: Int, in bytes: [UInt8]) throws(Failure) -> (Kind, Int) {
        let byte = bytes[start]
        func at(_ offset: Int) -> UInt8? { start + offset < bytes.count ? bytes[start + offset] : nil }
        switch byte {
        case UInt8(ascii: "\n"):
            return (.newline, start + 1)
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            var end = start
            while end < bytes.count, [32, 9, 13].contains(bytes[end]) { end += 1 }
            return (.space, end)
        case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return (.comment, end)
        case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
            return (.comment, try blockCommentEnd(from: start, in: bytes))
        case UInt8(ascii: "\""):
            return (.string, try stringEnd(from: start, in: bytes))
        case UInt8(ascii: "#") where isStringStart(at: start, in: bytes):
            return (.string, try stringEnd(from: start, in: bytes))
        case UInt8(ascii: "`"):
            var end = start + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`") { end += 1 }
            return (.identifier, min(end + 1, bytes.count))
        case _ where isIdentifierStart(byte):
            var end = start + 1
            while end < bytes.count, isIdentifierPart(bytes[end]) { end += 1 }
            return (.identifier, end)
        case 48...57:
            var end = start + 1
            while end < bytes.count,
                isIdentifierPart(bytes[end])
                    || bytes[end] == UInt8(ascii: ".") && end + 1 < bytes.count
                        && (48...57).contains(bytes[end + 1])
            {
                end += 1
            }
            return (.other, end)
        default:
            return (.punctuation, start + 1)
        }
    }

    /// Whether a string literal starts at `start`: `"`, or `#`s then `"`.
    private static func isStringStart(at start: Int, in bytes: [UInt8]) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    private static func blockCommentEnd(from start: Int, in bytes: [UInt8]) throws(Failure) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        throw Failure(offset: start, problem: "a comment that never ends")
    }

    /// The end of the string literal at `start`, its interpolations (and the strings in them)
    /// included.
    private static func stringEnd(from start: Int, in bytes: [UInt8]) throws(Failure) -> Int {
        var index = start
        var pounds = 0
        while bytes[index] == UInt8(ascii: "#") {
            pounds += 1
            index += 1
        }
        let quote = UInt8(ascii: "\"")
        let isMultiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        let quotes = isMultiline ? 3 : 1
        index += quotes
        func closes(at position: Int) -> Bool {
            guard position + quotes + pounds <= bytes.count else { return false }
            return (0..<quotes).allSatisfy { bytes[position + $0] == quote }
                && (0..<pounds).allSatisfy { bytes[position + quotes + $0] == UInt8(ascii: "#") }
        }
        while index < bytes.count {
            if closes(at: index) { return index + quotes + pounds }
            if bytes[index] == UInt8(ascii: "\\"),
                (0..<pounds).allSatisfy({ index + 1 + $0 < bytes.count && bytes[index + 1 + $0] == UInt8(ascii: "#") })
            {
                let next = index + 1 + pounds
                if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                    index = try interpolationEnd(from: next, in: bytes)
                } else {
                    index = next + 1
                }
                continue
            }
            if !isMultiline, bytes[index] == UInt8(ascii: "\n") { break }
            index += 1
        }
        throw Failure(offset: start, problem: "a string literal that never ends")
    }

    /// The index after the `)` that closes the interpolation whose `(` is at `start`.
    private static func interpolationEnd(from start: Int, in bytes: [UInt8]) throws(Failure) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            let (kind, end) = try token(at: index, in: bytes)
            if kind == .punctuation {
                if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                if bytes[index] == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return end }
                }
            }
            index = end
        }
        throw Failure(offset: start, problem: "an interpolation that never ends")
    }
}
