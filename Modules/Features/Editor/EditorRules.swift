import Domain

/// The editor feature's rules, as pure functions every style uses.
package enum EditorRules {
    /// One edit of the draft.
    package enum Edit: Equatable, Sendable {
        /// The user picked a rating.
        case rating(Int)
        /// The user changed the note.
        case note(String)
    }

    /// `draft` with `edit` applied.
    package static func apply(_ edit: Edit, to draft: EntryDraft) -> EntryDraft {
        var draft = draft
        switch edit {
        case .rating(let stars): draft.rating = stars
        case .note(let note): draft.note = note
        }
        return draft
    }

    /// What is wrong with `draft`, or `nil` when it is valid.
    package static func validationMessage(_ draft: EntryDraft) -> String? {
        do {
            _ = try EntryDraft.validate(draft)
            return nil
        } catch {
            return error.description
        }
    }

    /// How a save ended.
    package enum SaveOutcome: Equatable, Sendable {
        /// Saved.
        case saved
        /// The save failed, with the message to show.
        case failed(String)
    }

    /// The one-shot message for a save's outcome.
    package static func message(_ outcome: SaveOutcome) -> String {
        switch outcome {
        case .saved: "Saved."
        case .failed(let message): message
        }
    }

    /// The message for a save that failed.
    package static func failureMessage(_ error: Error) -> String {
        "Could not save: \(error)"
    }

    /// Whether `outcome` closes the editor.
    package static func closes(_ outcome: SaveOutcome) -> Bool {
        outcome == .saved
    }
}
