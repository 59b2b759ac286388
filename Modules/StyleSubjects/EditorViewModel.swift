import Domain
import Features
import ReactiveCore
import Services

/// The editor in the subjects style, made with the track it edits.
package final class EditorViewModel: ViewModelType {
    package struct Input {
        /// Where the view sends the ratings the user picks.
        let rating: AnyObserver<Int>
        /// Where the view sends the note after each edit.
        let note: AnyObserver<String>
        /// Where the view sends save requests.
        let save: AnyObserver<Void>
        /// Where the view sends cancel requests.
        let cancel: AnyObserver<Void>
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
    }

    package let input: Input
    package let output: Output

    private let ratingSubject = PublishSubject<Int>()
    private let noteSubject = PublishSubject<String>()
    private let saveSubject = PublishSubject<Void>()
    private let cancelSubject = PublishSubject<Void>()
    private let outcomes = PublishRelay<EditorRules.SaveOutcome>()
    private let disposeBag = DisposeBag()

    package init(track: Track, library: LibraryService) {
        input = Input(
            rating: ratingSubject.asObserver(), note: noteSubject.asObserver(), save: saveSubject.asObserver(),
            cancel: cancelSubject.asObserver())
        let original = EditorRules.original(for: track, in: library)
            .share(replay: 1)
        let edits = Observable.merge(
            ratingSubject.map(EditorRules.Edit.rating), noteSubject.map(EditorRules.Edit.note))
        let draft =
            EditorRules.drafts(original: original, edits: edits)
            .share(replay: 1)
        let comparison = Observable.combineLatest(original, draft)
        let outcomes = self.outcomes
        output = Output(
            title: .just(Format.titleAndArtist(track)),
            draft: draft.asDriver(onErrorDriveWith: .empty()),
            isSaveEnabled: comparison.map { EntryDraft.isSaveable($1, comparedTo: $0) }
                .startWith(false).asDriver(onErrorJustReturn: false).distinctUntilChanged(),
            validationMessage: draft.map(EditorRules.validationMessage)
                .startWith(nil).asDriver(onErrorJustReturn: nil).distinctUntilChanged(),
            saveResult: outcomes.map(EditorRules.message).asSignal(onErrorSignalWith: .empty()),
            close: Observable.merge(cancelSubject.asObservable(), outcomes.filter(EditorRules.closes).map { _ in () })
                .asSignal(onErrorSignalWith: .empty()))
        // Each save is made as it is asked for, for as long as the view model lives.
        saveSubject
            .withLatestFrom(comparison) { $1 }
            .compactMap { EditorRules.saveable(original: $0, draft: $1) }
            .flatMapFirst { EditorRules.save($0, of: track, in: library) }
            .bind(to: outcomes)
            .disposed(by: disposeBag)
    }
}
