import Domain

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

    /// A catalog of exactly `tracks`, with their artists, albums and genres: a fixture small
    /// enough to read every search result.
    package init(tracks: [Track]) {
        for track in tracks {
            if !artists.contains(where: { $0.id == track.artistID }) {
                artists.append(ArtistRow(id: track.artistID, name: track.artistName))
            }
            if !albums.contains(where: { $0.id == track.albumID }) {
                albums.append(AlbumRow(id: track.albumID, artistID: track.artistID, title: track.albumTitle))
            }
            if !genres.contains(where: { $0.id == track.genreID }) {
                genres.append(GenreRow(id: track.genreID, name: track.genreName))
            }
            self.tracks.append(
                TrackRow(
                    id: track.id, albumID: track.albumID, genreID: track.genreID, milliseconds: track.milliseconds,
                    title: track.title, composer: track.composer))
        }
    }
}
