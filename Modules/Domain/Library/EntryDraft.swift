/// An edit of a library entry's rating and note, before it is saved.
package struct EntryDraft: Hashable, Sendable {
    /// The rating being edited, as entered (it may be out of range).
    package var rating: Int
    /// The note being edited, as entered.
    package var note: String

    /// The longest note, in characters.
    package static let noteLimit = 500

    package init(rating: Int, note: String) {
        self.rating = rating
        self.note = note
    }

    /// The draft of an existing entry, or of an empty one.
    package init(entry: LibraryEntry?) {
        self.init(rating: entry?.rating.stars ?? 0, note: entry?.note ?? "")
    }

    /// Checks the draft, returning the rating and the trimmed note it would save.
    ///
    /// - Throws: ``DomainError/ratingOutOfRange(_:)`` or ``DomainError/noteTooLong(length:limit:)``.
    package static func validate(_ draft: EntryDraft) throws(DomainError) -> (rating: Rating, note: String) {
        let rating = try Rating(draft.rating)
        let note = draft.note.trimmingWhitespace()
        guard note.count <= noteLimit else { throw .noteTooLong(length: note.count, limit: noteLimit) }
        return (rating, note)
    }

    /// Whether saving `draft` would change `original`: a valid draft whose rating or trimmed note
    /// differs.
    package static func isSaveable(_ draft: EntryDraft, comparedTo original: EntryDraft) -> Bool {
        guard let valid = try? validate(draft) else { return false }
        return valid.rating.stars != original.rating || valid.note != original.note.trimmingWhitespace()
    }
}
