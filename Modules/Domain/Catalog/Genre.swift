/// A genre of the catalog, with how many tracks it has.
package struct Genre: Hashable, Sendable, Identifiable {
    /// The genre's identifier in the catalog.
    package var id: Int64
    /// The genre's name.
    package var name: String
    /// How many tracks of the catalog have this genre.
    package var trackCount: Int

    package init(id: Int64, name: String, trackCount: Int) {
        self.id = id
        self.name = name
        self.trackCount = trackCount
    }
}
