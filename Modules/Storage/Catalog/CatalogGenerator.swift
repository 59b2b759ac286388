import Domain

/// Makes catalogs of any size with realistic-looking names, for scale tests and benchmarks.
///
/// The same seed and count give the same catalog on every machine: names come from fixed word
/// lists picked by a SplitMix64 generator. There is one album per ten tracks and one artist per
/// eight albums; genres are Chinook's.
package struct CatalogGenerator {
    private var random: SplitMix64

    /// A generator for `seed`.
    package init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A catalog of `trackCount` tracks.
    package mutating func catalog(trackCount: Int) -> CatalogData {
        var catalog = CatalogData()
        let genres = [
            "Rock", "Jazz", "Metal", "Alternative & Punk", "Rock And Roll", "Blues", "Latin", "Reggae", "Pop",
            "Soundtrack", "Bossa Nova", "Easy Listening", "Heavy Metal", "R&B/Soul", "Electronica/Dance", "World",
            "Hip Hop/Rap", "Science Fiction", "TV Shows", "Sci Fi & Fantasy", "Drama", "Comedy", "Alternative",
            "Classical", "Opera",
        ]
        // Loops with named types rather than `map { .init(…) }`: the type checker took seconds over
        // the closures' implicit member expressions.
        for (offset, name) in genres.enumerated() {
            catalog.genres.append(CatalogData.GenreRow(id: Int64(offset + 1), name: name))
        }
        let albumCount = max(1, (trackCount + 9) / 10)
        let artistCount = max(1, (albumCount + 7) / 8)
        for index in 1...artistCount {
            catalog.artists.append(CatalogData.ArtistRow(id: Int64(index), name: artistName()))
        }
        for index in 1...albumCount {
            let artistID = Int64((index - 1) / 8 + 1)
            catalog.albums.append(
                CatalogData.AlbumRow(id: Int64(index), artistID: artistID, title: title(words: 1...4)))
        }
        catalog.tracks.reserveCapacity(trackCount)
        for index in 0..<trackCount {
            let genreID = Int64(pick(1...genres.count))
            let milliseconds = pick(90_000...480_000)
            let title = title(words: 1...5)
            let composer: String? = pick(0...3) == 0 ? nil : firstName() + " " + lastName()
            catalog.tracks.append(
                CatalogData.TrackRow(
                    id: Int64(index + 1), albumID: Int64(index / 10 + 1), genreID: genreID, milliseconds: milliseconds,
                    title: title, composer: composer))
        }
        return catalog
    }

    private mutating func pick(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    private mutating func element(_ words: [String]) -> String {
        words[pick(0...words.count - 1)]
    }

    private mutating func title(words range: ClosedRange<Int>) -> String {
        (0..<pick(range)).map { _ in element(Self.titleWords) }.joined(separator: " ")
    }

    private mutating func firstName() -> String { element(Self.firstNames) }

    private mutating func lastName() -> String { element(Self.lastNames) }

    private mutating func artistName() -> String {
        switch pick(0...2) {
        case 0: "\(firstName()) \(lastName())"
        case 1: "The \(element(Self.titleWords))s"
        default: "\(element(Self.titleWords)) \(element(Self.bandNouns))"
        }
    }

    private static let titleWords = [
        "Midnight", "River", "Electric", "Golden", "Summer", "Shadow", "Velvet", "Northern", "Broken", "Silver",
        "Fire", "Ocean", "Highway", "Dream", "Winter", "Garden", "Echo", "Neon", "Paper", "Wild", "Blue", "Crimson",
        "Lonely", "Distant", "Morning", "Thunder", "Glass", "Honey", "Iron", "Rain", "Desert", "Starlight", "Café",
        "Señorita", "Mañana", "Déjà", "Vu", "Heart", "Road", "Light", "Night", "Song", "Love", "Time", "City",
    ]
    private static let bandNouns = ["Collective", "Orchestra", "Trio", "Quartet", "Machine", "Society", "Brothers"]
    private static let firstNames = [
        "Ana", "Björn", "Chloé", "David", "Elena", "François", "Grace", "Hiro", "Inès", "James", "Kofi", "Lena",
        "Miguel", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Søren", "Tomás", "Uma", "Viktor", "Wen", "Zoë",
    ]
    private static let lastNames = [
        "Andersen", "Bach", "Costa", "Dvořák", "Eriksson", "Fischer", "García", "Haydn", "Ibsen", "Jensen",
        "Kowalski", "Lefèvre", "Müller", "Nakamura", "Okafor", "Petrov", "Quist", "Rossi", "Schubert", "Tanaka",
    ]
}
