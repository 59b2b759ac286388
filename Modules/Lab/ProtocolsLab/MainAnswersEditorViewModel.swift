import Domain
import Features
import ReactiveCore
import Services
import StyleProtocols

/// The editor with the services' answers observed on the main scheduler before they reach its
/// state: `observe(on: MainScheduler.instance)` before `subscribe(onNext:)`, the style's own one-line idiom (and
/// the remedy the core's synchronization warning names).
///
/// The variant of the matrix's situation 14: the main editor writes its state on the thread the
/// answer came on, while the user acts on the main thread.
package final class MainAnswersEditorViewModel: EditorViewModelType {
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
            .observe(on: MainScheduler.instance)
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

extension MainAnswersEditorViewModel: EditorViewModelInput {
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
            .observe(on: MainScheduler.instance)
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

extension MainAnswersEditorViewModel: EditorViewModelOutput {
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

extension ProtocolsStyle {
    /// The variant, bound as the main code binds its view model.
    @MainActor
    package static func makeMainAnswersEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel: EditorViewModelType = MainAnswersEditorViewModel(track: track, library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create([
                    view.ratingEdits.subscribe(onNext: { viewModel.input.setRating($0) }),
                    view.noteEdits.subscribe(onNext: { viewModel.input.setNote($0) }),
                    view.saveRequests.subscribe(onNext: { viewModel.input.save() }),
                    view.cancelRequests.subscribe(onNext: { viewModel.input.cancel() }),
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
