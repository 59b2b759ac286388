import Domain
import ReactiveCore
import Services

extension EditorRules {
    /// The track an editor opens on when the user chose none (the terminal UI's editor tab), and
    /// why that one.
    package enum UnchosenTrack: Equatable, Sendable {
        /// The most recently changed favorite.
        case latestFavorite(Track)
        /// The catalog's track 1: there is no favorite.
        case firstTrack(Track)

        /// The track, whichever the reason.
        package var track: Track {
            switch self {
            case .latestFavorite(let track), .firstTrack(let track): track
            }
        }
    }

    /// The track an editor opens on when the user chose none: the latest favorite, else the
    /// catalog's track 1. It reads the favorites once (their first value), then, with none, asks
    /// the catalog for track 1.
    ///
    /// - Returns: The track and why; it fails as the catalog's look-up fails.
    package static func unchosenTrack(library: LibraryService, catalog: CatalogService) -> Single<UnchosenTrack> {
        library.favorites().take(1).asSingle()
            .flatMap { favorites in
                if let latest = favorites.first { return .just(.latestFavorite(latest.track)) }
                return catalog.track(id: 1).map { .firstTrack($0) }
            }
    }
}
