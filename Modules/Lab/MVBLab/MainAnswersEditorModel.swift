import Domain
import Features
import ReactiveCore
import Services
import StyleMVB

/// The editor with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `bind(to:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main editor writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersEditorModel {
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
            .observe(on: MainScheduler.instance)
            .bind(to: outcomes)
            .disposed(by: disposeBag)
    }
}

extension MVBStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let model = MainAnswersEditorModel(track: track, library: environment.library)
        return .separate(
            model, inputs: { MainAnswersEditorBinding.bindIntents(of: $0, to: model) },
            outputs: { MainAnswersEditorBinding.bindState(of: model, to: $0) })
    }
}

/// Wires an editor view to an editor model.
package enum MainAnswersEditorBinding {
    /// Shows `model`'s state on `view`.
    static func bindState(of model: MainAnswersEditorModel, to view: EditorView) -> Disposable {
        Disposables.create([
            view.title <~ model.title,
            view.draft <~ model.draft,
            view.isSaveEnabled <~ model.isSaveEnabled,
            view.validationMessage <~ model.validationMessage,
            view.saveResult <~ model.saveResults,
            view.close <~ model.closes,
        ])
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: EditorView, to model: MainAnswersEditorModel) -> Disposable {
        Disposables.create([
            { model.edits.accept(.rating($0)) } <~ view.ratingEdits,
            { model.edits.accept(.note($0)) } <~ view.noteEdits,
            { model.saveRequests.accept(()) } <~ view.saveRequests,
            { model.cancelRequests.accept(()) } <~ view.cancelRequests,
        ])
    }
}
