import Domain
import Features
import ReactiveCore
import Services

/// The editor's model: it owns the draft of one track's entry, saves it when asked, and says
/// when the editor is done.
package final class EditorModel {
    /// "Title — Artist".
    package let title: Observable<String>
    /// The edits the user makes.
    package let edits = PublishRelay<EditorRules.Edit>()
    /// Save requests.
    package let saveRequests = PublishRelay<Void>()
    /// Cancel requests.
    package let cancelRequests = PublishRelay<Void>()
    /// The draft: the saved entry once loaded, then each edit.
    package let draft: Observable<EntryDraft>
    /// Whether saving is possible.
    package let isSaveEnabled: Observable<Bool>
    /// What is wrong with the draft, if anything.
    package let validationMessage: Observable<String?>
    /// The outcome of each save, as its one-shot message.
    package let saveResults: Observable<String>
    /// The editor is done: cancelled, or saved.
    package let closes: Observable<Void>

    private let outcomes = PublishRelay<EditorRules.SaveOutcome>()
    private let disposeBag = DisposeBag()

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
        saveResults = outcomes.map(EditorRules.message)
        closes = Observable.merge(cancelRequests.asObservable(), outcomes.filter(EditorRules.closes).map { _ in () })
        // The model saves each request as it arrives; saves asked for while one is in flight are
        // ignored.
        saveRequests
            .withLatestFrom(comparison) { $1 }
            .compactMap { EditorRules.saveable(original: $0, draft: $1) }
            .flatMapFirst { EditorRules.save($0, of: track, in: library) }
            .bind(to: outcomes)
            .disposed(by: disposeBag)
    }
}
