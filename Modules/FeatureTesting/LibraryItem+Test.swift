import Domain
import Foundation

extension LibraryItem {
    /// `track` as a favorite of the library, unrated, with no note, last changed at the epoch.
    ///
    /// ```swift
    /// let favorites = [LibraryItem.favorite(.sample(1, "Beautiful Day"))]
    /// ```
    package static func favorite(_ track: Track) -> LibraryItem {
        LibraryItem(
            track: track,
            entry: LibraryEntry(
                trackID: track.id, isFavorite: true, rating: .unrated, note: "",
                updatedAt: Date(timeIntervalSince1970: 0)))
    }
}
