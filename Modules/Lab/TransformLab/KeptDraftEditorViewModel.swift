import Domain
import Features
import Lab
import ReactiveCore
import Services
import StyleTransform

/// The editor in the transform style with the draft kept by the view model: each call of
/// `transform` folds its view's edits into a relay the view model stores, starting from the draft
/// the last call reached, so a rebuilt view is shown the edits made before it.
///
/// The variant of the matrix's situation 5: the main editor folds the edits inside `transform`,
/// from the saved entry, so a new call starts over.
package final class KeptDraftEditorViewModel: ViewModelType {
    private let track: Track
    private let library: LibraryService
    /// The draft the edits reached, once the original has loaded.
    private let keptDraft = BehaviorRelay<EntryDraft?>(value: nil)

    package init(track: Track, library: LibraryService) {
        self.track = track
        self.library = library
    }

    package func transform(input: EditorViewModel.Input) -> EditorViewModel.Output {
        let (track, library, keptDraft) = (self.track, self.library, self.keptDraft)
        let original = EditorRules.original(for: track, in: library)
            .share(replay: 1)
        let edits = Observable.merge(
            input.ratingEdits.map(EditorRules.Edit.rating), input.noteEdits.map(EditorRules.Edit.note))
        let start = Observable.deferred { keptDraft.value.map { Observable.just($0) } ?? original }
        let keeps = EditorRules.drafts(original: start, edits: edits).bind(to: keptDraft)
        let draft = keptDraft.compactMap { $0 }
        let comparison = Observable.combineLatest(original, draft)
        let outcomes = PublishRelay<EditorRules.SaveOutcome>()
        let saves = input.save
            .withLatestFrom(comparison) { $1 }
            .compactMap { EditorRules.saveable(original: $0, draft: $1) }
            .flatMapFirst { EditorRules.save($0, of: track, in: library) }
            .bind(to: outcomes)
        return EditorViewModel.Output(
            title: .just(Format.titleAndArtist(track)),
            draft: draft.asDriver(onErrorDriveWith: .empty()),
            isSaveEnabled: comparison.map { EntryDraft.isSaveable($1, comparedTo: $0) }
                .startWith(false).asDriver(onErrorJustReturn: false).distinctUntilChanged(),
            validationMessage: draft.map(EditorRules.validationMessage)
                .startWith(nil).asDriver(onErrorJustReturn: nil).distinctUntilChanged(),
            saveResult: outcomes.map(EditorRules.message).asSignal(onErrorSignalWith: .empty()),
            close: Observable.merge(input.cancel, outcomes.filter(EditorRules.closes).map { _ in () })
                .asSignal(onErrorSignalWith: .empty()),
            disposable: Disposables.create(keeps, saves))
    }
}

extension TransformStyle {
    /// The editor over ``KeptDraftEditorViewModel``, bound as the main editor is.
    @MainActor
    package static func makeKeptDraftEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel = KeptDraftEditorViewModel(track: track, library: environment.library)
        return .together(viewModel) { view in
            let input = EditorViewModel.Input(
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
