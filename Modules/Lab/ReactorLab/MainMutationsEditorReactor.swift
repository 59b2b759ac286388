import Domain
import Features
import ReactiveCore
import Services
import StyleReactor

/// The editor reactor with its mutations observed on the main scheduler in `transform(mutation:)`
/// (`observe(on: MainScheduler.instance)`): ReactorKit leaves the hop to its users (#149, #218, and
/// again since #257, whose README puts it inside `mutate` and on streams merged in
/// `transform(mutation:)`); applied once here, every reduce runs on the main thread.
///
/// A variant of the matrix's situation 14, which the reactor's main code shows.
package final class MainMutationsEditorReactor: Reactor {
    /// What the user does.
    package enum Action {
        /// The user picks a rating.
        case rate(Int)
        /// The note field's text changed.
        case editNote(String)
        /// The user asks to save.
        case save
        /// The user asks to leave without saving.
        case cancel
    }

    /// A change of the state.
    package enum Mutation {
        /// The saved entry has loaded, as a draft.
        case load(EntryDraft)
        /// The user edited the draft.
        case edit(EditorRules.Edit)
        /// A save is in flight.
        case startSaving
        /// The save ended so.
        case finishSaving(EditorRules.SaveOutcome)
        /// The editor is done.
        case close
    }

    /// What the editor shows.
    package struct State {
        /// "Title — Artist".
        package let title: String
        /// What was saved, once it has loaded.
        package var original: EntryDraft?
        /// The draft: the saved entry once loaded, then each edit.
        package var draft: EntryDraft?
        /// Whether a save is in flight.
        package var isSaving = false
        /// The outcome of a save, as its one-shot message.
        @Pulse package var saveResult: String?
        /// The editor is done: cancelled, or saved.
        @Pulse package var close: Void?

        /// Whether saving is possible: the draft differs from what was saved.
        package var isSaveEnabled: Bool {
            guard let original, let draft else { return false }
            return EntryDraft.isSaveable(draft, comparedTo: original)
        }

        /// What is wrong with the draft, if anything.
        package var validationMessage: String? {
            draft.flatMap(EditorRules.validationMessage)
        }
    }

    package let initialState: State
    package let storage = ReactorStorage<MainMutationsEditorReactor>()
    private let track: Track
    private let library: LibraryService

    package init(track: Track, library: LibraryService) {
        self.track = track
        self.library = library
        initialState = State(title: Format.titleAndArtist(track))
    }

    package func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .rate(let stars):
            return .just(.edit(.rating(stars)))
        case .editNote(let note):
            return .just(.edit(.note(note)))
        case .save:
            // Saves asked for while one is in flight, or of a draft that cannot be saved, do nothing.
            let state = currentState
            guard !state.isSaving, let original = state.original, let draft = state.draft,
                let valid = EditorRules.saveable(original: original, draft: draft)
            else { return .empty() }
            return .concat(
                .just(.startSaving), EditorRules.save(valid, of: track, in: library).map(Mutation.finishSaving))
        case .cancel:
            return .just(.close)
        }
    }

    /// Adds the saved entry, loaded once when the state stream is made.
    package func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        Observable.merge(mutation, EditorRules.original(for: track, in: library).map(Mutation.load)).observe(
            on: MainScheduler.instance)
    }

    package func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .load(let original):
            state.original = original
            state.draft = original
        case .edit(let edit):
            // Edits made before the saved entry has loaded are ignored.
            guard let draft = state.draft else { break }
            state.draft = EditorRules.apply(edit, to: draft)
        case .startSaving:
            state.isSaving = true
        case .finishSaving(let outcome):
            state.isSaving = false
            state.saveResult = EditorRules.message(outcome)
            if EditorRules.closes(outcome) { state.close = () }
        case .close:
            state.close = ()
        }
        return state
    }
}

extension ReactorStyle {
    /// The variant, bound as the main code binds its reactor.
    @MainActor
    package static func makeMainMutationsEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        .reactor(MainMutationsEditorReactor(track: track, library: environment.library)) {
            MainMutationsEditorViewController(view: $0)
        }
    }
}

/// Binds an editor view to an editor reactor.
final class MainMutationsEditorViewController: View {
    var disposeBag = DisposeBag()
    var reactor: MainMutationsEditorReactor? { didSet { reactorDidChange() } }
    private let view: EditorView

    init(view: EditorView) {
        self.view = view
    }

    func bind(reactor: MainMutationsEditorReactor) {
        view.ratingEdits.map { .rate($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.noteEdits.map { .editNote($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.saveRequests.map { .save }.bind(to: reactor.action).disposed(by: disposeBag)
        view.cancelRequests.map { .cancel }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.title).distinctUntilChanged().bind(to: view.title).disposed(by: disposeBag)
        reactor.state.compactMap(\.draft).distinctUntilChanged().bind(to: view.draft).disposed(by: disposeBag)
        reactor.state.map(\.isSaveEnabled).distinctUntilChanged().bind(to: view.isSaveEnabled).disposed(by: disposeBag)
        reactor.state.map(\.validationMessage).distinctUntilChanged().bind(to: view.validationMessage)
            .disposed(by: disposeBag)
        reactor.pulse(\.$saveResult).compactMap { $0 }.bind(to: view.saveResult).disposed(by: disposeBag)
        reactor.pulse(\.$close).compactMap { $0 }.bind(to: view.close).disposed(by: disposeBag)
    }
}
