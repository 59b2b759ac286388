import Foundation

/// What the user keeps about one track: whether it is a favorite, a rating and a note.
package struct LibraryEntry: Hashable, Sendable, Identifiable {
    /// The track this entry is about.
    package var trackID: Int64
    /// Whether the track is one of the user's favorites.
    package var isFavorite: Bool
    /// The user's rating.
    package var rating: Rating
    /// The user's note, possibly empty.
    package var note: String
    /// When the entry last changed.
    package var updatedAt: Date

    /// The entry's identity is its track's.
    package var id: Int64 { trackID }

    package init(
        trackID: Int64, isFavorite: Bool = false, rating: Rating = .unrated, note: String = "", updatedAt: Date
    ) {
        self.trackID = trackID
        self.isFavorite = isFavorite
        self.rating = rating
        self.note = note
        self.updatedAt = updatedAt
    }
}
