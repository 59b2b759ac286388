import Domain
import ReactiveCore

/// How the scripted views write the values they are shown.
enum Rendering {
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func optional(_ text: String?) -> String {
        text.map(quoted) ?? "nil"
    }

    static func list(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ", ") + "]"
    }

    static func track(_ track: Track) -> String {
        Format.titleAndArtist(track)
    }

    static func draft(_ draft: EntryDraft) -> String {
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
