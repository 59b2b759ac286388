import Domain
import Features
import ReactiveCore
import Services

/// The editor's reactor: it owns the draft of one track's entry, saves it when asked, and says
/// when the editor is done.
package final class EditorReactor: Reactor {
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
    package let storage = ReactorStorage<EditorReactor>()
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
        .merge(mutation, EditorRules.original(for: track, in: library).map(Mutation.load))
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
