import Domain
import Features
import Observation
import Services

/// The editor's model: the draft of one track's entry, saved when asked; it says when the editor
/// is done.
@MainActor @Observable
package final class EditorModel: ViewModel {
    /// "Title — Artist".
    package let title: String
    /// What was saved, once it has loaded.
    package private(set) var original: EntryDraft?
    /// The draft: the saved entry once loaded, then each edit.
    package private(set) var draft: EntryDraft?
    /// Whether a save is in flight.
    package private(set) var isSaving = false
    /// The outcome of each save.
    package let saveResult = Outbox<String>()
    /// Sent when the editor is done (cancelled, or saved).
    package let closing = Outbox<Void>()

    /// Whether saving is possible: the draft differs from what was saved.
    package var isSaveEnabled: Bool {
        guard let original, let draft else { return false }
        return EntryDraft.isSaveable(draft, comparedTo: original)
    }

    /// What is wrong with the draft, if anything.
    package var validationMessage: String? {
        draft.flatMap(EditorRules.validationMessage)
    }

    @ObservationIgnored private var loading: Task<Void, Never>?
    @ObservationIgnored private var saving: Task<Void, Never>?
    private let track: Track
    private let library: LibraryService.Awaited

    /// An editor of `track`'s entry in `library`.
    package init(track: Track, library: LibraryService.Awaited) {
        self.track = track
        self.library = library
        title = Format.titleAndArtist(track)
    }

    /// The view appears: loads the saved entry, unless it has loaded (a view bound again keeps
    /// the draft); a load still in flight is cancelled first, so its answer cannot replace an
    /// edit made later.
    package func start() {
        guard original == nil else { return }
        loading?.cancel()
        loading = Task { [weak self, library, track] in
            let entry: LibraryEntry?
            do {
                entry = try await library.entry(trackID: track.id)
            } catch {
                guard !Task.isCancelled else { return }  // The view disappeared.
                entry = nil  // What could not be read is edited as new.
            }
            guard let self, !Task.isCancelled else { return }
            original = EntryDraft(entry: entry)
            draft = original
        }
    }

    /// The view disappeared: a load in flight stops (the next appearance loads again); a save in
    /// flight runs on, and the next view shows its outcome.
    package func stop() {
        loading?.cancel()
    }

    /// The user picks a rating.
    package func rate(_ stars: Int) {
        edit(.rating(stars))
    }

    /// The note field's text changed.
    package func editNote(_ note: String) {
        edit(.note(note))
    }

    /// The user asks to save: a valid, changed draft is saved, unless a save is in flight.
    package func save() {
        guard !isSaving, let original, let draft, let valid = EditorRules.saveable(original: original, draft: draft)
        else { return }
        isSaving = true
        saving = Task { [weak self, library, track] in
            let outcome: EditorRules.SaveOutcome
            do {
                _ = try await library.save(trackID: track.id, rating: valid.rating, note: valid.note)
                outcome = .saved
            } catch {
                outcome = .failed(EditorRules.failureMessage(error))
            }
            guard let self else { return }  // The model went, and cancelled the save.
            isSaving = false
            saveResult.send(EditorRules.message(outcome))
            if EditorRules.closes(outcome) { closing.send(()) }
        }
    }

    /// The user asks to leave without saving.
    package func cancel() {
        closing.send(())
    }

    /// The model goes with its owner: the load and a save in flight are cancelled.
    isolated deinit {
        loading?.cancel()
        saving?.cancel()
    }

    /// Applies `edit` to the draft; edits made before the saved entry has loaded are ignored.
    private func edit(_ edit: EditorRules.Edit) {
        guard let draft else { return }
        self.draft = EditorRules.apply(edit, to: draft)
    }
}
