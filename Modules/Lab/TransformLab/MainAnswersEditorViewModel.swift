import Domain
import Features
import ReactiveCore
import Services
import StyleTransform

/// The editor with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `bind(to:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main editor writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersEditorViewModel: ViewModelType {
    /// The streams the view provides, all at once.
    package struct Input {
        /// The ratings the user picks.
        package let ratingEdits: Observable<Int>
        /// The note after each edit.
        package let noteEdits: Observable<String>
        /// The user asks to save.
        package let save: Observable<Void>
        /// The user asks to leave.
        package let cancel: Observable<Void>

        /// Gathers the view's inputs.
        package init(
            ratingEdits: Observable<Int>, noteEdits: Observable<String>, save: Observable<Void>,
            cancel: Observable<Void>
        ) {
            self.ratingEdits = ratingEdits
            self.noteEdits = noteEdits
            self.save = save
            self.cancel = cancel
        }
    }

    /// What the view shows, and what keeps internal subscriptions alive.
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
        /// Keeps the saves going, whether or not an output is bound.
        package let disposable: Disposable

        /// The outputs, as `transform(input:)` makes them.
        package init(
            title: Driver<String>, draft: Driver<EntryDraft>, isSaveEnabled: Driver<Bool>,
            validationMessage: Driver<String?>, saveResult: Signal<String>, close: Signal<Void>, disposable: Disposable
        ) {
            self.title = title
            self.draft = draft
            self.isSaveEnabled = isSaveEnabled
            self.validationMessage = validationMessage
            self.saveResult = saveResult
            self.close = close
            self.disposable = disposable
        }
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
            .observe(on: MainScheduler.instance)
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

extension TransformStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel = MainAnswersEditorViewModel(track: track, library: environment.library)
        return .together(viewModel) { view in
            let input = MainAnswersEditorViewModel.Input(
                ratingEdits: view.ratingEdits, noteEdits: view.noteEdits, save: view.saveRequests,
                cancel: view.cancelRequests)
            let output = viewModel.transform(input: input)
            return .init(effects: output.disposable) { view in
                Disposables.create([
                    output.title.drive(view.title),
                    output.draft.drive(view.draft),
                    output.isSaveEnabled.drive(view.isSaveEnabled),
                    output.validationMessage.drive(view.validationMessage),
                    output.saveResult.emit(to: view.saveResult),
                    output.close.emit(to: view.close),
                ])
            }
        }
    }
}
