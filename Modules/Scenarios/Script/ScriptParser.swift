import Features

/// Reads scenario scripts.
///
/// ```
/// # search: a slow first answer must not overwrite the second
/// latency 500ms 50ms
/// @0ms     query "bea"
/// +100ms   query "beat"
/// +1s      select 0
/// ```
///
/// - Settings come first, one a line: `latency` and one or more durations (each service call's
///   latency in turn; the last repeats), `fail` and one or more call numbers (from 1), and
///   `favorites` and the track ids the user's favorites start with, oldest first.
/// - Each step is a time, an intent of the feature, and the intent's arguments. `@<time>` is
///   absolute, `+<time>` after the previous step; a time is a number with `ms` or `s` (`1.5s`).
/// - Strings are double-quoted, with `\"` and `\\` escapes. `#` starts a comment.
/// - A greeting script that uses `name-cell` or `button-cell` drives the lazily loaded greeting
///   view: a control exists only from its cell's appearance on.
package enum ScriptParser {
    /// Parses `source` as a script for `feature`.
    ///
    /// - Throws: ``ScriptError`` for the first mistake, with its line and column.
    package static func parse(_ source: String, feature: Feature) throws(ScriptError) -> ScenarioScript {
        var script = ScenarioScript(feature: feature)
        var previousTime = 0
        var settingsAllowed = true
        for (index, text) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            var tokens = try Tokenizer.tokens(of: Substring(text), line: lineNumber)
            guard let first = tokens.first else { continue }
            switch first.kind {
            case .word("latency"), .word("fail"), .word("favorites"):
                guard settingsAllowed else {
                    throw ScriptError(
                        line: lineNumber, column: first.column, "settings must come before the first step")
                }
                try applySetting(&script, tokens: tokens, line: lineNumber)
            case .word(let word) where word.hasPrefix("@") || word.hasPrefix("+"):
                settingsAllowed = false
                let time = try parseTime(word, relativeTo: previousTime, token: first, line: lineNumber)
                guard time >= previousTime else {
                    throw ScriptError(
                        line: lineNumber, column: first.column,
                        "time goes backwards: \(time)ms comes before the previous step at \(previousTime)ms")
                }
                tokens.removeFirst()
                let intent = try parseIntent(tokens, feature: feature, line: lineNumber, after: first)
                script.steps.append(.init(time: time, intent: intent, line: lineNumber))
                previousTime = time
            case .word(let word):
                throw ScriptError(
                    line: lineNumber, column: first.column,
                    "expected a time such as @0ms or +100ms, or a setting (latency, fail, favorites); found '\(word)'")
            case .string:
                throw ScriptError(line: lineNumber, column: first.column, "expected a time such as @0ms or +100ms")
            }
        }
        return script
    }

    private static func applySetting(_ script: inout ScenarioScript, tokens: [Token], line: Int) throws(ScriptError) {
        let name = tokens[0]
        let values = tokens.dropFirst()
        guard !values.isEmpty else {
            throw ScriptError(line: line, column: name.end, "'\(name.text)' needs at least one value")
        }
        if name.kind == .word("latency") {
            script.latencies = try values.map { token throws(ScriptError) in
                try parseDuration(token.text, token: token, line: line)
            }
        } else if name.kind == .word("favorites") {
            for token in values {
                guard case .word(let word) = token.kind, let id = Int64(word), id >= 1 else {
                    throw ScriptError(line: line, column: token.column, "expected a track id; found \(token.text)")
                }
                script.favorites.append(id)
            }
        } else {
            for token in values {
                guard case .word(let word) = token.kind, let call = Int(word), call >= 1 else {
                    throw ScriptError(
                        line: line, column: token.column, "expected a call number (1, 2, …); found \(token.text)")
                }
                script.failingCalls.insert(call)
            }
        }
    }

    private static func parseTime(
        _ word: String, relativeTo previous: Int, token: Token, line: Int
    ) throws(ScriptError)
        -> Int
    {
        let duration = try parseDuration(String(word.dropFirst()), token: token, line: line, offset: 1)
        return word.hasPrefix("+") ? previous + duration : duration
    }

    /// A duration in milliseconds from `12ms`, `3s` or `1.5s`.
    private static func parseDuration(
        _ text: String, token: Token, line: Int, offset: Int = 0
    ) throws(ScriptError)
        -> Int
    {
        let (number, multiplier): (Substring, Double) =
            if text.hasSuffix("ms") { (text.dropLast(2), 1) } else if text.hasSuffix("s") {
                (text.dropLast(), 1_000)
            } else {
                ("", 0)
            }
        guard multiplier > 0, let value = Double(number), value >= 0, value.isFinite else {
            throw ScriptError(
                line: line, column: token.column + offset,
                "expected a duration such as 300ms or 1.5s; found '\(text)'")
        }
        let milliseconds = (value * multiplier).rounded()
        guard milliseconds <= 86_400_000 else {
            throw ScriptError(line: line, column: token.column + offset, "'\(text)' is longer than a day")
        }
        return Int(milliseconds)
    }

    private static func parseIntent(
        _ tokens: [Token], feature: Feature, line: Int, after time: Token
    )
        throws(ScriptError) -> Intent
    {
        guard let keyword = tokens.first else {
            throw ScriptError(line: line, column: time.end, "expected an intent after the time")
        }
        let syntax = Intent.syntax(for: feature)
        guard case .word(let word) = keyword.kind, let intent = syntax.first(where: { $0.keyword == word }) else {
            throw ScriptError(
                line: line, column: keyword.column,
                "'\(keyword.text)' is not an intent of \(feature); expected "
                    + syntax.map(\.keyword).joined(separator: ", "))
        }
        let arguments = Array(tokens.dropFirst())
        if intent.argument == .none {
            if let extra = arguments.first {
                throw ScriptError(line: line, column: extra.column, "'\(word)' takes no argument")
            }
            return Intent(word)
        }
        guard let argument = arguments.first else {
            throw ScriptError(line: line, column: keyword.end, "'\(word)' needs an argument")
        }
        if arguments.count > 1 {
            throw ScriptError(line: line, column: arguments[1].column, "'\(word)' takes one argument")
        }
        switch (intent.argument, argument.kind) {
        case (.text, .string(let value)):
            return Intent(word, .text(value))
        case (.text, _):
            throw ScriptError(line: line, column: argument.column, "'\(word)' takes a double-quoted string")
        case (.number, .word(let digits)):
            guard let value = Int(digits), value >= 0 else { fallthrough }
            return Intent(word, .number(value))
        case (.number, _), (.none, _):
            throw ScriptError(
                line: line, column: argument.column, "'\(word)' takes a whole number; found \(argument.text)")
        }
    }
}

/// A word or a quoted string on a script line, with where it is.
struct Token: Hashable {
    enum Kind: Hashable {
        case word(String)
        case string(String)
    }

    var kind: Kind
    /// The column of its first character, from 1.
    var column: Int
    /// The text as written.
    var text: String
    /// The column just after it.
    var end: Int { column + text.count }
}

/// Splits a line into words and strings, dropping a `#` comment.
enum Tokenizer {
    static func tokens(of line: Substring, line number: Int) throws(ScriptError) -> [Token] {
        var tokens: [Token] = []
        var characters = Array(line)
        if characters.last == "\r" { characters.removeLast() }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" {
                index += 1
            } else if character == "#" {
                break
            } else if character == "\"" {
                let start = index
                var value = ""
                index += 1
                var closed = false
                while index < characters.count {
                    let next = characters[index]
                    if next == "\\" {
                        guard index + 1 < characters.count else { break }
                        let escaped = characters[index + 1]
                        guard escaped == "\"" || escaped == "\\" else {
                            throw ScriptError(
                                line: number, column: index + 1,
                                "unknown escape '\\\(escaped)'; a string may escape only \\\" and \\\\")
                        }
                        value.append(escaped)
                        index += 2
                    } else if next == "\"" {
                        index += 1
                        closed = true
                        break
                    } else {
                        value.append(next)
                        index += 1
                    }
                }
                guard closed else {
                    throw ScriptError(line: number, column: start + 1, "unterminated string: add the closing \"")
                }
                tokens.append(Token(kind: .string(value), column: start + 1, text: String(characters[start..<index])))
            } else {
                let start = index
                while index < characters.count, !" \t#\"".contains(characters[index]) { index += 1 }
                let word = String(characters[start..<index])
                tokens.append(Token(kind: .word(word), column: start + 1, text: word))
            }
        }
        return tokens
    }
}
