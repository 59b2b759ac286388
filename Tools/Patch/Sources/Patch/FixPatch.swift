import Foundation

/// A fix as a team would apply it: a unified diff against a style's own files, after a header
/// that says what the fix does.
///
/// ```
/// Fix: observe the services' answers on the main scheduler before they reach the state
/// Row: 14
///
/// --- a/Modules/StyleTransform/Library/LibraryViewModel.swift
/// +++ b/Modules/StyleTransform/Library/LibraryViewModel.swift
/// @@ -49,6 +49,7 @@ package final class LibraryViewModel: ViewModelType {
/// ```
///
/// The header's fields (``Field``) are `Name: value` lines, each field once unless it says
/// otherwise; the diff is what `git diff` prints (its `diff --git` and `index` lines may be left
/// out). Paths are relative to the package's root.
public struct FixPatch: Sendable {
    /// The fix's name: its file's name without `.patch` (`MainAnswersLibrary`).
    public let name: String
    /// The whole file, header and diff: what a reader is shown.
    public let text: String
    /// The diff alone.
    public let diff: String
    /// What the fix does, in a few words (`Fix:`).
    public let fix: String
    /// The pitfall matrix's rows whose pitfall the fix claims to avoid (`Row:`, numbers separated
    /// by commas).
    public let rows: [Int]
    /// What the fix costs besides its statements, each said once (`Side effect:`, repeatable).
    public let sideEffects: [String]
    /// The checks of the feature's spec the fix fails, in the spec's words (`Breaks:`,
    /// repeatable).
    public let breaks: [String]
    /// Whether the fix is an idiom a team might reach for that the matrix plays to see whether it
    /// avoids the pitfall at all (`Attempt: yes`).
    public let isAnAttempt: Bool
    /// Each file the diff changes, in the diff's order.
    public let files: [FilePatch]

    /// The header's fields.
    public enum Field: String, CaseIterable, Sendable {
        case fix = "Fix"
        case row = "Row"
        case sideEffect = "Side effect"
        case breaks = "Breaks"
        case attempt = "Attempt"

        /// Whether the header may give the field more than once.
        var repeats: Bool { self == .sideEffect || self == .breaks }
    }

    /// Reads the patch `text`, named `name`.
    ///
    /// - Throws: ``PatchError`` naming the fix and the line when the header or the diff is not
    ///   well formed.
    public init(name: String, text: String) throws {
        self.name = name
        self.text = text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("--- ") || $0.hasPrefix("diff --git ") }) else {
            throw PatchError(fix: name, line: lines.count, "has no diff (no line starting with \"--- \")")
        }
        var fields: [Field: [String]] = [:]
        for (index, line) in lines[..<start].enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let colon = line.firstIndex(of: ":"),
                let field = Field(rawValue: String(line[..<colon]))
            else {
                let known = Field.allCases.map { "\"\($0.rawValue):\"" }.joined(separator: ", ")
                throw PatchError(fix: name, line: index + 1, "is not a header field (\(known)): \(line)")
            }
            if !field.repeats, fields[field] != nil {
                throw PatchError(fix: name, line: index + 1, "gives \"\(field.rawValue):\" a second time")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else {
                throw PatchError(fix: name, line: index + 1, "gives \"\(field.rawValue):\" no value")
            }
            fields[field, default: []].append(value)
        }
        guard let fix = fields[.fix]?.first else { throw PatchError(fix: name, line: 1, "has no \"Fix:\" line") }
        self.fix = fix
        self.rows = try (fields[.row]?.first ?? "").split(separator: ",").map { part in
            guard let row = Int(part.trimmingCharacters(in: .whitespaces)) else {
                throw PatchError(fix: name, line: 1, "has a \"Row:\" that is not a list of numbers: \(part)")
            }
            return row
        }
        self.sideEffects = fields[.sideEffect] ?? []
        self.breaks = fields[.breaks] ?? []
        switch fields[.attempt]?.first {
        case nil: self.isAnAttempt = false
        case "yes": self.isAnAttempt = true
        case let other?:
            throw PatchError(fix: name, line: 1, "has \"Attempt: \(other)\"; write \"Attempt: yes\" or nothing")
        }
        self.diff = lines[start...].joined(separator: "\n")
        self.files = try FilePatch.parse(lines[start...], fix: name)
    }

    /// The fix's text as the matrix shows it: what it does, then each side effect.
    public var description: String {
        ([fix] + sideEffects).joined(separator: "; ")
    }

    /// `original`, the current text of the file at `path`, with this fix's changes to it.
    ///
    /// - Throws: ``PatchError`` naming the fix, the file and the hunk when the file's text no
    ///   longer has the lines a hunk changes, or when the patch does not change `path`.
    public func apply(toFileAt path: String, _ original: String) throws -> String {
        guard let file = files.first(where: { $0.path == path }) else {
            throw PatchError(fix: name, file: path, "does not change this file")
        }
        return try file.apply(to: original, fix: name)
    }
}
