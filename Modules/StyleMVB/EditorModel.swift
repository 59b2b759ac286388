import Domain
import Features
import ReactiveCore
import Services

/// The editor's model: it owns the draft of one track's entry and saves it.
package final class EditorModel {
    /// "Title — Artist".
    package let title: Observable<String>
    /// The edits the user makes.
    package let edits = PublishRelay<EditorRules.Edit>()
    /// Save requests.
    package let saveRequests = PublishRelay<Void>()
    /// The draft: the saved entry once loaded, then each edit.
    package let draft: Observable<EntryDraft>
    /// Whether saving is possible.
    package let isSaveEnabled: Observable<Bool>
    /// What is wrong with the draft, if anything.
    package let validationMessage: Observable<String?>
    /// The outcome of each save.
    package let saveOutcomes: Observable<EditorRules.SaveOutcome>

    package init(track: Track, library: LibraryService) {
        title = .just(Format.titleAndArtist(track))
        let original = EditorRules.original(for: track, in: library)
            .share(replay: 1)
        let edits = self.edits
        let draft =
            EditorRules.drafts(original: original, edits: edits)
            .share(replay: 1)
        let comparison = Observable.combineLatest(original, draft)
        self.draft = draft
        isSaveEnabled = comparison.map { EntryDraft.isSaveable($1, comparedTo: $0) }.startWith(false)
            .distinctUntilChanged()
        validationMessage = draft.map(EditorRules.validationMessage).startWith(nil).distinctUntilChanged()
        saveOutcomes =
            saveRequests
            .withLatestFrom(comparison) { $1 }
            .compactMap { EditorRules.saveable(original: $0, draft: $1) }
            .flatMapFirst { EditorRules.save($0, of: track, in: library) }
            .share()
    }
}
