/// A music catalog as rows, ready to be written to the database.
package struct CatalogData: Sendable, Equatable {
    /// An artist row.
    package struct ArtistRow: Sendable, Equatable {
        package var id: Int64
        package var name: String
    }

    /// An album row.
    package struct AlbumRow: Sendable, Equatable {
        package var id: Int64
        package var artistID: Int64
        package var title: String
    }

    /// A genre row.
    package struct GenreRow: Sendable, Equatable {
        package var id: Int64
        package var name: String
    }

    /// A track row.
    package struct TrackRow: Sendable, Equatable {
        package var id: Int64
        package var albumID: Int64
        package var genreID: Int64
        package var milliseconds: Int
        package var title: String
        package var composer: String?
    }

    package var artists: [ArtistRow] = []
    package var albums: [AlbumRow] = []
    package var genres: [GenreRow] = []
    package var tracks: [TrackRow] = []

    package init() {}
}
