/// Puts a fix's copy of a style's feature files in a namespace of its own, so that several fixes
/// of one feature compile side by side in the style's lab, beside the style they import.
///
/// The namespace is an enum named after the fix (`MainAnswersLibrary`), and the rewriting is
/// mechanical, on the files' top-level declarations only:
/// - a type (`class`, `struct`, `enum`, `protocol`, `actor`, `typealias`) is wrapped in
///   `extension MainAnswersLibrary { … }`, so its name and every use of it in the fix's files,
///   which Swift looks up from inside the namespace, mean the copy;
/// - an extension of the style's own enum (`extension TransformStyle`) becomes an extension of the
///   namespace, and `TransformStyle.name` where one of those extensions declares `name` becomes
///   `MainAnswersLibrary.name`;
/// - an extension of one of the copied types (`extension LibraryViewModel: LibraryViewModelOutput`)
///   names the copies (`extension MainAnswersLibrary.LibraryViewModel: MainAnswersLibrary.…`).
///
/// Nothing else is renamed, so nothing is guessed: a name the files use that they do not declare
/// still means the style's (or another module's) declaration.
public enum Namespacing {
    /// A file whose top level has a declaration the rewriting does not handle, or that cannot be
    /// read as Swift tokens.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What is wrong, naming the fix and the file.
        public let description: String
    }

    /// Each of `files` (path and text) rewritten into the namespace `namespace`, given the style's
    /// enum `styleType` (`TransformStyle`).
    public static func rewrite(
        _ files: [(path: String, text: String)], into namespace: String, styleType: String
    ) throws -> [(path: String, text: String)] {
        let parsed: [(String, SwiftTokens, [Item])] = try files.map { file in
            let tokens: SwiftTokens
            do throws(SwiftTokens.Failure) {
                tokens = try SwiftTokens(file.text)
            } catch {
                throw Failure(
                    description: "\(namespace): \(file.path): cannot read \(error.problem) at byte \(error.offset)")
            }
            return (file.path, tokens, try items(of: tokens, path: file.path, namespace: namespace))
        }
        let types = Set(parsed.flatMap { $0.2.compactMap(\.declaredType) })
        let members = Set(
            parsed.flatMap { _, tokens, items in
                items.filter { $0.extendedType(in: tokens) == styleType }.flatMap { $0.members(in: tokens) }
            })
        return parsed.map { path, tokens, items in
            var edits: [(Range<Int>, String)] = []
            for item in items {
                if item.declaredType != nil {
                    edits.append((item.insertion..<item.insertion, "extension \(namespace) {\n"))
                    let end = tokens.tokens[item.end].range.upperBound
                    edits.append((end..<end, "\n}"))
                } else if item.keyword == "extension" {
                    for index in item.header(in: tokens) {
                        let token = tokens.tokens[index]
                        guard token.kind == .identifier, tokens.previousCode(before: index)?.text != "." else {
                            continue
                        }
                        if token.text == styleType, index == item.header(in: tokens).first {
                            edits.append((token.range, namespace))
                        } else if types.contains(token.text) {
                            edits.append((token.range, "\(namespace).\(token.text)"))
                        }
                    }
                }
            }
            for (index, token) in tokens.tokens.enumerated() where token.kind == .identifier && token.text == styleType
            {
                guard let dot = tokens.nextCode(after: index), tokens.tokens[dot].text == ".",
                    let member = tokens.nextCode(after: dot), members.contains(tokens.tokens[member].text)
                else { continue }
                edits.append((token.range, namespace))
            }
            var bytes = tokens.bytes
            for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
                bytes.replaceSubrange(range, with: Array(replacement.utf8))
            }
            return (path, String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The files a fix plays, among `files` (a feature's, path and text) when it changes `changed`:
    /// the changed files, and every file that names a type one of the played files declares, so
    /// that a changed view model is played by a copy of the view controller that makes it, while
    /// a changed view controller plays the style's own view model.
    public static func played(_ files: [(path: String, text: String)], changed: Set<String>) throws -> [String] {
        let tokens = try files.map { file in
            do throws(SwiftTokens.Failure) {
                return (file.path, try SwiftTokens(file.text))
            } catch {
                throw Failure(description: "\(file.path): cannot read \(error.problem) at byte \(error.offset)")
            }
        }
        var played = changed
        var grew = true
        while grew {
            grew = false
            let declared = Set(
                try tokens.filter { played.contains($0.0) }.flatMap { path, tokens in
                    try items(of: tokens, path: path, namespace: "").compactMap(\.declaredType)
                })
            for (path, tokens) in tokens where !played.contains(path) {
                if tokens.tokens.contains(where: { $0.kind == .identifier && declared.contains($0.text) }) {
                    played.insert(path)
                    grew = true
                }
            }
        }
        return files.map(\.path).filter(played.contains)
    }

    /// The top-level declarations of `tokens`.
    static func items(of tokens: SwiftTokens, path: String, namespace: String) throws -> [Item] {
        let modifiers: Set<String> = [
            "public", "package", "internal", "fileprivate", "private", "open", "final", "nonisolated",
        ]
        let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        var items: [Item] = []
        var index = 0
        var itemStart: Int?
        let all = tokens.tokens
        while index < all.count {
            let token = all[index]
            guard token.isCode else {
                index += 1
                continue
            }
            if token.text == "@" {
                itemStart = itemStart ?? index
                index = tokens.attributeEnd(from: index)
                continue
            }
            if token.kind == .identifier, modifiers.contains(token.text) {
                itemStart = itemStart ?? index
                index += 1
                continue
            }
            if token.text == "import" {
                index = tokens.lineEnd(from: index)
                itemStart = nil
                continue
            }
            guard token.kind == .identifier, typeKeywords.contains(token.text) || token.text == "extension" else {
                throw Failure(
                    description: "\(namespace): \(path): a top-level \"\(token.text)\" the fix's namespace cannot "
                        + "hold (only types and extensions are copied)")
            }
            let start = itemStart ?? index
            let end =
                token.text == "typealias"
                ? tokens.lastCode(before: tokens.lineEnd(from: index)) : try tokens.blockEnd(from: index, path: path)
            let name = tokens.nextCode(after: index).map { all[$0].text }
            items.append(
                Item(
                    keyword: token.text, keywordIndex: index, insertion: tokens.commentStart(before: start),
                    end: end, declaredType: token.text == "extension" ? nil : name))
            index = end + 1
            itemStart = nil
        }
        return items
    }

    /// A top-level declaration.
    struct Item {
        /// Its keyword: `class`, `extension`, ….
        let keyword: String
        /// Where its keyword is, among the tokens.
        let keywordIndex: Int
        /// Where a wrapper goes before it: before its doc comment and attributes (a byte offset).
        let insertion: Int
        /// Its last token (the closing brace, or a type alias's last token).
        let end: Int
        /// The type it declares, if it is a type.
        let declaredType: String?

        /// The tokens between an extension's keyword and its opening brace.
        func header(in tokens: SwiftTokens) -> [Int] {
            var result: [Int] = []
            var index = keywordIndex + 1
            while index < tokens.tokens.count, tokens.tokens[index].text != "{" {
                if tokens.tokens[index].isCode { result.append(index) }
                index += 1
            }
            return result
        }

        /// The type an extension extends (its first name).
        func extendedType(in tokens: SwiftTokens) -> String? {
            guard keyword == "extension", let first = header(in: tokens).first else { return nil }
            return tokens.tokens[first].text
        }

        /// The names an extension declares as its own members (`func`, `var`, `let` right inside
        /// its braces).
        func members(in tokens: SwiftTokens) -> [String] {
            var names: [String] = []
            var depth = 0
            for index in keywordIndex...end {
                let token = tokens.tokens[index]
                if token.text == "{" { depth += 1 }
                if token.text == "}" { depth -= 1 }
                if depth == 1, token.kind == .identifier, ["func", "var", "let"].contains(token.text),
                    let name = tokens.nextCode(after: index)
                {
                    names.append(tokens.tokens[name].text)
                }
            }
            return names
        }
    }
}

extension SwiftTokens {
    func nextCode(after index: Int) -> Int? {
        tokens.indices.dropFirst(index + 1).first { tokens[$0].isCode }
    }

    func previousCode(before index: Int) -> Token? {
        tokens[..<index].last { $0.isCode }
    }

    func lastCode(before index: Int) -> Int {
        tokens.indices[..<index].last { tokens[$0].isCode } ?? index
    }

    /// The index of the line break ending the line `index` is on (or the end).
    func lineEnd(from index: Int) -> Int {
        tokens.indices.dropFirst(index).first { tokens[$0].kind == .newline } ?? tokens.count
    }

    /// The index after an attribute (`@MainActor`, `@available(…)`).
    func attributeEnd(from index: Int) -> Int {
        var next = index + 2
        if next < tokens.count, tokens[next].text == "(" {
            var depth = 0
            while next < tokens.count {
                if tokens[next].text == "(" { depth += 1 }
                if tokens[next].text == ")" {
                    depth -= 1
                    if depth == 0 { return next + 1 }
                }
                next += 1
            }
        }
        return next
    }

    /// The index of the brace closing the first block after `index`.
    func blockEnd(from index: Int, path: String) throws -> Int {
        var depth = 0
        for next in index..<tokens.count {
            if tokens[next].text == "{" { depth += 1 }
            if tokens[next].text == "}" {
                depth -= 1
                if depth == 0 { return next }
            }
        }
        throw Namespacing.Failure(description: "\(path): a declaration whose braces never close")
    }

    /// Where the comments right above `index` start (a byte offset), or `index`'s own start.
    func commentStart(before index: Int) -> Int {
        var start = tokens[index].range.lowerBound
        var cursor = index - 1
        var lineBreaks = 0
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .space: break
            case .newline:
                lineBreaks += 1
                if lineBreaks > 1 { return start }
            case .comment:
                lineBreaks = 0
                start = tokens[cursor].range.lowerBound
            default: return start
            }
            cursor -= 1
        }
        return start
    }
}
