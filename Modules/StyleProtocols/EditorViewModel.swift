import Domain
import Features
import ReactiveCore
import Services

/// What the editor view can tell its view model.
package protocol EditorViewModelInput {
    /// The user picked a rating.
    func setRating(_ stars: Int)
    /// The user changed the note.
    func setNote(_ note: String)
    /// The user asks to save.
    func save()
    /// The user asks to leave.
    func cancel()
}

/// What the editor view model offers the view.
package protocol EditorViewModelOutput {
    /// "Title — Artist".
    var title: Driver<String> { get }
    /// The draft: the saved entry, then the edits.
    var draft: Driver<EntryDraft> { get }
    /// Whether saving is possible.
    var isSaveEnabled: Driver<Bool> { get }
    /// What is wrong with the draft, if anything.
    var validationMessage: Driver<String?> { get }
    /// The outcome of each save.
    var saveResult: Signal<String> { get }
    /// Close the editor (navigation).
    var close: Signal<Void> { get }
}

/// An editor view model: its input and output sides.
package protocol EditorViewModelType {
    var input: EditorViewModelInput { get }
    var output: EditorViewModelOutput { get }
}

/// The editor in the protocols style, made with the track it edits.
package final class EditorViewModel: EditorViewModelType {
    package var input: EditorViewModelInput { self }
    package var output: EditorViewModelOutput { self }

    private let track: Track
    private let edits = PublishRelay<EditorRules.Edit>()
    private let saves = PublishRelay<Void>()
    private let cancels = PublishRelay<Void>()
    private let original: Observable<EntryDraft>
    private let currentDraft: Observable<EntryDraft>
    private let outcomes: Observable<EditorRules.SaveOutcome>

    package init(track: Track, library: LibraryService) {
        self.track = track
        let original = EditorRules.original(for: track, in: library)
            .share(replay: 1)
        let edits = self.edits
        let draft =
            EditorRules.drafts(original: original, edits: edits)
            .share(replay: 1)
        self.original = original
        currentDraft = draft
        outcomes =
            saves
            .withLatestFrom(Observable.combineLatest(original, draft)) { $1 }
            .compactMap { EditorRules.saveable(original: $0, draft: $1) }
            .flatMapFirst { EditorRules.save($0, of: track, in: library) }
            .share()
    }
}

extension EditorViewModel: EditorViewModelInput {
    package func setRating(_ stars: Int) {
        edits.accept(.rating(stars))
    }

    package func setNote(_ note: String) {
        edits.accept(.note(note))
    }

    package func save() {
        saves.accept(())
    }

    package func cancel() {
        cancels.accept(())
    }
}

extension EditorViewModel: EditorViewModelOutput {
    package var title: Driver<String> { .just(Format.titleAndArtist(track)) }

    package var draft: Driver<EntryDraft> { currentDraft.asDriver(onErrorDriveWith: .empty()) }

    package var isSaveEnabled: Driver<Bool> {
        Observable.combineLatest(original, currentDraft) { EntryDraft.isSaveable($1, comparedTo: $0) }
            .startWith(false).asDriver(onErrorJustReturn: false).distinctUntilChanged()
    }

    package var validationMessage: Driver<String?> {
        currentDraft.map(EditorRules.validationMessage)
            .startWith(nil).asDriver(onErrorJustReturn: nil).distinctUntilChanged()
    }

    package var saveResult: Signal<String> {
        outcomes.map(EditorRules.message).asSignal(onErrorSignalWith: .empty())
    }

    package var close: Signal<Void> {
        Observable.merge(cancels.asObservable(), outcomes.filter(EditorRules.closes).map { _ in () })
            .asSignal(onErrorSignalWith: .empty())
    }
}
