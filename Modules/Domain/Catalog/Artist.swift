/// An artist of the catalog.
package struct Artist: Hashable, Sendable, Identifiable {
    /// The artist's identifier in the catalog.
    package var id: Int64
    /// The artist's name.
    package var name: String

    package init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}
