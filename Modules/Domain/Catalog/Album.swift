/// An album of the catalog.
package struct Album: Hashable, Sendable, Identifiable {
    /// The album's identifier in the catalog.
    package var id: Int64
    /// The album's title.
    package var title: String
    /// The album's artist.
    package var artistID: Int64

    package init(id: Int64, title: String, artistID: Int64) {
        self.id = id
        self.title = title
        self.artistID = artistID
    }
}
