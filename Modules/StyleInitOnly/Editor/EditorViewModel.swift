import Domain
import Features
import ReactiveCore
import Services

/// The editor in the init-only style: made with the track (the data model) and every input;
/// content outputs are Drivers, the save's outcome is a result Signal and closing is a
/// navigation Signal; the logic is in static functions.
package struct EditorViewModel {
    /// "Title — Artist" (content).
    package let title: Driver<String>
    /// The draft: the saved entry, then the edits (content).
    package let draft: Driver<EntryDraft>
    /// Whether saving is possible (content).
    package let isSaveEnabled: Driver<Bool>
    /// What is wrong with the draft, if anything (content).
    package let validationMessage: Driver<String?>
    /// The outcome of each save (result).
    package let saveResult: Signal<String>
    /// Close the editor (navigation).
    package let close: Signal<Void>

    package init(
        track: Track, ratingEdits: Signal<Int>, noteEdits: Signal<String>, save: Signal<Void>, cancel: Signal<Void>,
        library: LibraryService
    ) {
        let original = Self.original(track: track, library: library)
        let drafts = Self.drafts(original: original, ratingEdits: ratingEdits, noteEdits: noteEdits)
        let outcomes = Self.outcomes(save: save, original: original, drafts: drafts, track: track, library: library)
        title = .just(Format.titleAndArtist(track))
        draft = drafts
        isSaveEnabled = Driver.combineLatest(original, drafts) { EntryDraft.isSaveable($1, comparedTo: $0) }
            .startWith(false).distinctUntilChanged()
        validationMessage = drafts.map(EditorRules.validationMessage).startWith(nil).distinctUntilChanged()
        saveResult = outcomes.map(EditorRules.message)
        close = Signal.merge(cancel, outcomes.filter(EditorRules.closes).map { _ in () })
    }

    /// What was saved for the track, as a draft (an empty one if nothing was, or loading failed).
    static func original(track: Track, library: LibraryService) -> Driver<EntryDraft> {
        EditorRules.original(for: track, in: library).asDriver(onErrorJustReturn: EntryDraft(entry: nil))
    }

    /// The draft: the original once loaded, then each edit applied.
    static func drafts(
        original: Driver<EntryDraft>, ratingEdits: Signal<Int>, noteEdits: Signal<String>
    )
        -> Driver<EntryDraft>
    {
        let edits = Signal.merge(ratingEdits.map(EditorRules.Edit.rating), noteEdits.map(EditorRules.Edit.note))
        return EditorRules.drafts(original: original.asObservable(), edits: edits)
            .asDriver(onErrorDriveWith: .empty())
    }

    /// The outcome of each save asked for while the draft is saveable; saves asked for while one
    /// is in flight are ignored.
    static func outcomes(
        save: Signal<Void>, original: Driver<EntryDraft>, drafts: Driver<EntryDraft>, track: Track,
        library: LibraryService
    ) -> Signal<EditorRules.SaveOutcome> {
        save.withLatestFrom(Driver.combineLatest(original, drafts)) { $1 }
            .compactMap { EditorRules.saveable(original: $0, draft: $1) }
            .asObservable()
            .flatMapFirst { EditorRules.save($0, of: track, in: library) }
            .asSignal(onErrorSignalWith: .empty())
    }
}
