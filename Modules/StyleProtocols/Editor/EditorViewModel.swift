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
package protocol EditorViewModelType: AnyObject {
    var input: EditorViewModelInput { get }
    var output: EditorViewModelOutput { get }
}

/// The editor in the protocols style, made with the track it edits: each input method does its
/// work at once (an edit changes the draft, a save saves), and outputs read the state they keep.
package final class EditorViewModel: EditorViewModelType {
    package var input: EditorViewModelInput { self }
    package var output: EditorViewModelOutput { self }

    private let track: Track
    private let library: LibraryService
    /// What was saved, once loaded.
    private let original = BehaviorRelay<EntryDraft?>(value: nil)
    /// The draft, once the original has loaded.
    private let currentDraft = BehaviorRelay<EntryDraft?>(value: nil)
    private let outcomes = PublishRelay<EditorRules.SaveOutcome>()
    private let cancels = PublishRelay<Void>()
    private var isSaving = false
    private let disposeBag = DisposeBag()

    package init(track: Track, library: LibraryService) {
        self.track = track
        self.library = library
        EditorRules.original(for: track, in: library)
            .subscribe(onNext: { [weak self] original in
                self?.original.accept(original)
                self?.currentDraft.accept(original)
            })
            .disposed(by: disposeBag)
    }

    /// Applies `edit` to the draft; edits made before the original has loaded are ignored.
    private func apply(_ edit: EditorRules.Edit) {
        guard let draft = currentDraft.value else { return }
        currentDraft.accept(EditorRules.apply(edit, to: draft))
    }
}

extension EditorViewModel: EditorViewModelInput {
    package func setRating(_ stars: Int) {
        apply(.rating(stars))
    }

    package func setNote(_ note: String) {
        apply(.note(note))
    }

    package func save() {
        guard !isSaving, let original = original.value, let draft = currentDraft.value,
            let valid = EditorRules.saveable(original: original, draft: draft)
        else { return }
        isSaving = true
        EditorRules.save(valid, of: track, in: library)
            .subscribe(onNext: { [weak self] outcome in
                self?.isSaving = false
                self?.outcomes.accept(outcome)
            })
            .disposed(by: disposeBag)
    }

    package func cancel() {
        cancels.accept(())
    }
}

extension EditorViewModel: EditorViewModelOutput {
    package var title: Driver<String> { .just(Format.titleAndArtist(track)) }

    package var draft: Driver<EntryDraft> { currentDraft.asDriver().compactMap { $0 } }

    package var isSaveEnabled: Driver<Bool> {
        Driver.combineLatest(original.asDriver(), currentDraft.asDriver()) { original, draft in
            guard let original, let draft else { return false }
            return EntryDraft.isSaveable(draft, comparedTo: original)
        }
        .distinctUntilChanged()
    }

    package var validationMessage: Driver<String?> {
        currentDraft.asDriver().map { $0.flatMap(EditorRules.validationMessage) }.distinctUntilChanged()
    }

    package var saveResult: Signal<String> { outcomes.asSignal().map(EditorRules.message) }

    package var close: Signal<Void> {
        Signal.merge(cancels.asSignal(), outcomes.asSignal().filter(EditorRules.closes).map { _ in () })
    }
}
