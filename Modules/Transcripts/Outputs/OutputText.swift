import Features

/// How a transcript writes one output of a view contract: the output's name, as its `…Output`
/// enum declares it, and its values as text.
///
/// Each feature declares its outputs' texts once (`SearchOutput.Text`, …); every
/// ``RecordingTap`` records with them, whether it wraps a scripted view or a terminal view.
///
/// ```swift
/// static let results = OutputText<[Track]>.list(SearchOutput.results) { $0.map(Format.titleAndArtist) }
/// ```
package struct OutputText<Value>: Sendable {
    /// How the values are written: as one text, or as a list of items.
    private enum Form: Sendable {
        case text(@Sendable (Value) -> String)
        case list(@Sendable (Value) -> [String])
    }

    /// The output's name: `results`, `isLoading`, …
    package let name: String
    private let form: Form

    /// An output whose values `text` writes.
    package init<Output: ViewOutput>(_ output: Output, _ text: @escaping @Sendable (Value) -> String) {
        name = output.rawValue
        form = .text(text)
    }

    private init(name: String, form: Form) {
        self.name = name
        self.form = form
    }

    /// An output whose values are lists: each value's `items`, quoted, between brackets
    /// (``Rendering/list(_:limit:)``).
    package static func list<Output: ViewOutput>(
        _ output: Output, items: @escaping @Sendable (Value) -> [String]
    ) -> OutputText {
        OutputText(name: output.rawValue, form: .list(items))
    }

    /// `value` as text.
    ///
    /// - Parameters:
    ///   - value: One value the output was shown.
    ///   - listLimit: With a limit, a list longer than it is cut to its first item and its count,
    ///     for a pane too narrow to show it (``TranscriptRecorder/init(limit:listLimit:delivery:now:)``).
    package func text(of value: Value, listLimit: Int? = nil) -> String {
        switch form {
        case .text(let text): text(value)
        case .list(let items): Rendering.list(items(value), limit: listLimit)
        }
    }
}
