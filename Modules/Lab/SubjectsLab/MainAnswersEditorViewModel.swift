import Domain
import Features
import ReactiveCore
import Services
import StyleSubjects

/// The editor with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `bind(to:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main editor writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersEditorViewModel: ViewModelType {
    /// Where the view sends its intents, whenever its controls exist.
    package struct Input {
        /// Where the view sends the ratings the user picks.
        package let rating: AnyObserver<Int>
        /// Where the view sends the note after each edit.
        package let note: AnyObserver<String>
        /// Where the view sends save requests.
        package let save: AnyObserver<Void>
        /// Where the view sends cancel requests.
        package let cancel: AnyObserver<Void>
    }

    /// What the view shows.
    package struct Output {
        /// "Title — Artist".
        package let title: Driver<String>
        /// The draft: the saved entry, then the edits.
        package let draft: Driver<EntryDraft>
        /// Whether saving is possible.
        package let isSaveEnabled: Driver<Bool>
        /// What is wrong with the draft, if anything.
        package let validationMessage: Driver<String?>
        /// The outcome of each save.
        package let saveResult: Signal<String>
        /// Close the editor (navigation).
        package let close: Signal<Void>
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
            .observe(on: MainScheduler.instance)
            .bind(to: outcomes)
            .disposed(by: disposeBag)
    }
}

extension SubjectsStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel = MainAnswersEditorViewModel(track: track, library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create([
                    view.ratingEdits.subscribe(onNext: viewModel.input.rating.onNext),
                    view.noteEdits.subscribe(onNext: viewModel.input.note.onNext),
                    view.saveRequests.subscribe(onNext: viewModel.input.save.onNext),
                    view.cancelRequests.subscribe(onNext: viewModel.input.cancel.onNext),
                ])
            },
            outputs: { view in
                Disposables.create([
                    viewModel.output.title.drive(view.title),
                    viewModel.output.draft.drive(view.draft),
                    viewModel.output.isSaveEnabled.drive(view.isSaveEnabled),
                    viewModel.output.validationMessage.drive(view.validationMessage),
                    viewModel.output.saveResult.emit(to: view.saveResult),
                    viewModel.output.close.emit(to: view.close),
                ])
            })
    }
}
