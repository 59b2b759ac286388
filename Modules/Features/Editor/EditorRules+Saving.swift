import Domain
import ReactiveCore
import Services

extension EditorRules {
    /// What was saved for `track`, as a draft: an empty one if nothing was, or loading failed.
    package static func original(for track: Track, in library: LibraryService) -> Observable<EntryDraft> {
        library.entry(trackID: track.id).asObservable()
            .map(EntryDraft.init(entry:))
            .catchAndReturn(EntryDraft(entry: nil))
    }

    /// The draft: the original once it has loaded, then each edit applied (edits before that are
    /// ignored).
    package static func drafts<Edits: ObservableConvertibleType>(
        original: Observable<EntryDraft>, edits: Edits
    )
        -> Observable<EntryDraft> where Edits.Element == Edit
    {
        let edits = edits.asObservable()
        return original.flatMapLatest { original in edits.scan(original) { apply($1, to: $0) }.startWith(original) }
    }

    /// The rating and trimmed note to save, when `draft` differs from `original` and is valid.
    package static func saveable(original: EntryDraft, draft: EntryDraft) -> (rating: Rating, note: String)? {
        EntryDraft.isSaveable(draft, comparedTo: original) ? try? EntryDraft.validate(draft) : nil
    }

    /// Saves a valid draft of `track`'s entry; the outcome is `saved`, or the failure's message.
    package static func save(
        _ valid: (rating: Rating, note: String), of track: Track, in library: LibraryService
    )
        -> Observable<SaveOutcome>
    {
        library.save(trackID: track.id, rating: valid.rating, note: valid.note).asObservable()
            .map { _ in .saved }
            .catch { .just(.failed(failureMessage($0))) }
    }
}
