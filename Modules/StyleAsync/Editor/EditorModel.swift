import Domain
import Features
import Observation
import Services

/// The editor's model: the draft of one track's entry, saved when asked; it says when the editor
/// is done.
@ViewActor @Observable
package final class EditorModel: ViewModel {
    /// "Title — Artist".
    package let title: String
    /// What was saved, once it has loaded.
    package private(set) var original: EntryDraft?
    /// The draft: the saved entry once loaded, then each edit.
    package private(set) var draft: EntryDraft?
    /// Whether a save is in flight.
    package private(set) var isSaving = false
    /// The outcome of the latest save, until the view has shown it.
    package var saveResult: String?
    /// Set when the editor is done (cancelled, or saved), until the view has closed it.
    package var closing: Void?

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
    // Not `Sendable`, so taken unchecked by the nonisolated `init` (see `SearchModel`).
    nonisolated(unsafe) private let library: LibraryService

    /// An editor of `track`'s entry in `library`.
    package nonisolated init(track: Track, library: LibraryService) {
        self.track = track
        self.library = library
        title = Format.titleAndArtist(track)
    }

    /// Loads the saved entry, unless it has loaded (a view bound again keeps the draft).
    package func start() {
        guard original == nil else { return }
        loading = .view {
            do {
                for try await original in EditorRules.original(for: self.track, in: self.library).values {
                    self.original = original
                    self.draft = original
                }
            } catch {
                // Cancelled: the user left.
            }
        }
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
        saving = .view {
            do {
                for try await outcome in EditorRules.save(valid, of: self.track, in: self.library).values {
                    self.isSaving = false
                    self.saveResult = EditorRules.message(outcome)
                    if EditorRules.closes(outcome) { self.closing = () }
                }
            } catch {
                // Cancelled: the user left.
            }
        }
    }

    /// The user asks to leave without saving.
    package func cancel() {
        closing = ()
    }

    package func leave() {
        loading?.cancel()
        saving?.cancel()
    }

    /// Applies `edit` to the draft; edits made before the saved entry has loaded are ignored.
    private func edit(_ edit: EditorRules.Edit) {
        guard let draft else { return }
        self.draft = EditorRules.apply(edit, to: draft)
    }
}
