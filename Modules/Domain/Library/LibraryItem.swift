/// A library entry together with its track, as the library screen lists it.
package struct LibraryItem: Hashable, Sendable, Identifiable {
    /// The track.
    package var track: Track
    /// What the user keeps about it.
    package var entry: LibraryEntry

    /// The item's identity is its track's.
    package var id: Int64 { track.id }

    package init(track: Track, entry: LibraryEntry) {
        self.track = track
        self.entry = entry
    }
}
