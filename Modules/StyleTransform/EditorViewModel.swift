import Domain
import Features
import ReactiveCore
import Services

/// The editor in the transform style, made with the track it edits.
package final class EditorViewModel: ViewModelType {
    package struct Input {
        /// The ratings the user picks.
        let ratingEdits: Observable<Int>
        /// The note after each edit.
        let noteEdits: Observable<String>
        /// The user asks to save.
        let save: Observable<Void>
        /// The user asks to leave.
        let cancel: Observable<Void>
    }

    package struct Output {
        /// "Title — Artist".
        let title: Driver<String>
        /// The draft: the saved entry, then the edits.
        let draft: Driver<EntryDraft>
        /// Whether saving is possible.
        let isSaveEnabled: Driver<Bool>
        /// What is wrong with the draft, if anything.
        let validationMessage: Driver<String?>
        /// The outcome of each save.
        let saveResult: Signal<String>
        /// Close the editor (navigation).
        let close: Signal<Void>
        /// Keeps the saves going, whether or not an output is bound.
        let disposable: Disposable
    }

    private let track: Track
    private let library: LibraryService

    package init(track: Track, library: LibraryService) {
        self.track = track
        self.library = library
    }

    package func transform(input: Input) -> Output {
        let (track, library) = (self.track, self.library)
        let original = EditorRules.original(for: track, in: library)
            .share(replay: 1)
        let edits = Observable.merge(
            input.ratingEdits.map(EditorRules.Edit.rating), input.noteEdits.map(EditorRules.Edit.note))
        let draft =
            EditorRules.drafts(original: original, edits: edits)
            .share(replay: 1)
        let comparison = Observable.combineLatest(original, draft)
        let outcomes = PublishRelay<EditorRules.SaveOutcome>()
        let saves = input.save
            .withLatestFrom(comparison) { $1 }
            .compactMap { EditorRules.saveable(original: $0, draft: $1) }
            .flatMapFirst { EditorRules.save($0, of: track, in: library) }
            .bind(to: outcomes)
        return Output(
            title: .just(Format.titleAndArtist(track)),
            draft: draft.asDriver(onErrorDriveWith: .empty()),
            isSaveEnabled: comparison.map { EntryDraft.isSaveable($1, comparedTo: $0) }
                .startWith(false).asDriver(onErrorJustReturn: false).distinctUntilChanged(),
            validationMessage: draft.map(EditorRules.validationMessage)
                .startWith(nil).asDriver(onErrorJustReturn: nil).distinctUntilChanged(),
            saveResult: outcomes.map(EditorRules.message).asSignal(onErrorSignalWith: .empty()),
            close: Observable.merge(input.cancel, outcomes.filter(EditorRules.closes).map { _ in () })
                .asSignal(onErrorSignalWith: .empty()),
            disposable: saves)
    }
}
