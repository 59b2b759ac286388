import Domain
import ReactiveCore

/// How views write the values they are shown, in transcripts and marble legends.
package enum Rendering {
    /// `text` between double quotes, with backslashes and quotes escaped.
    package static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `text` quoted, or `nil`.
    package static func optional(_ text: String?) -> String {
        text.map(quoted) ?? "nil"
    }

    /// The items quoted, between brackets.
    package static func list(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ", ") + "]"
    }

    /// A track as "Title — Artist".
    package static func track(_ track: Track) -> String {
        Format.titleAndArtist(track)
    }

    /// A draft as `{rating: 3, note: "…"}`.
    package static func draft(_ draft: EntryDraft) -> String {
        "{rating: \(draft.rating), note: \(quoted(draft.note))}"
    }
}

/// A binder that records what a scripted view is told to show.
func recording<Value>(
    _ recorder: TranscriptRecorder, _ output: String, _ render: @escaping (Value) -> String
)
    -> Binder<Value>
{
    Binder(recorder, scheduler: CurrentThreadScheduler.instance) { recorder, value in
        recorder.record(output, render(value))
    }
}
