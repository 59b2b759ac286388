import Domain
import Storage
import Testing

struct SearchTests {
    let database = try! chinookTemplate.copy()

    @Test func aPrefixFindsTracksAsYouType() throws {
        #expect(try database.search("bea").contains { $0.title == "Beautiful Day" })
        #expect(try database.search("beautiful d").first?.title == "Beautiful Day")
    }

    @Test func everyWordMustMatchSomewhere() throws {
        let results = try database.search("iron maiden fear dark")
        // The four tracks titled "Fear Of The Dark" rank first (titles weigh most); then come the
        // other tracks of the album of that name.
        #expect(Set(results.prefix(4).map(\.id)) == [1234, 1267, 1314, 1365])
        #expect(results.dropFirst(4).allSatisfy { $0.albumTitle == "Fear Of The Dark" })
        #expect(results.allSatisfy { $0.artistName == "Iron Maiden" })
    }

    @Test func diacriticsAndCaseAreIgnored() throws {
        let plain = try database.search("antonio carlos jobim")
        let accented = try database.search("ANTÔNIO CARLOS JOBIM")
        #expect(!plain.isEmpty)
        #expect(plain == accented)
        #expect(
            plain.allSatisfy {
                $0.artistName == "Antônio Carlos Jobim" || $0.composer?.lowercased().contains("jobim") == true
            })
        #expect(plain.contains { $0.artistName == "Antônio Carlos Jobim" })
    }

    @Test func titlesRankAboveComposersAndAlbums() throws {
        let results = try database.search("rock")
        #expect(results.count == 50)
        #expect(results.prefix(5).allSatisfy { $0.title.lowercased().contains("rock") })
    }

    @Test func bachFindsBach() throws {
        let results = try database.search("bach")
        #expect(!results.isEmpty)
        #expect(
            results.allSatisfy { "\($0.title) \($0.artistName) \($0.albumTitle) \($0.composer ?? "")".contains("Bach") }
        )
    }

    @Test func aSearchsStatementsAreTracedWithTheirArguments() throws {
        let statements = try database.statements { _ = try database.search("bach") }
        // The count of matches, then the ranked tracks (FTS5 may first read its own bookkeeping).
        let searches = statements.filter { $0.contains("WHERE trackSearch MATCH '\"bach\"*'") }
        #expect(searches.count == 2, "\(statements)")
        #expect(searches.first?.hasPrefix("SELECT count(*)") == true)
        #expect(statements.last == searches.last)
        #expect(try database.statements {} == [])
    }

    @Test func theLimitIsHonoured() throws {
        #expect(try database.search("a", limit: 7).count == 7)
    }

    @Test(
        arguments: [
            "", " ", "\"", "'", "AND", "OR", "NOT", "NEAR", "*", "(", ")", "^", "-", "+", ":", "title:x", "\"\"",
            "a AND", "NEAR(a b)", "{title}: x", "rock\"", "ro*ck", "'; DROP TABLE track; --", "\u{0}", "🎸", "\\",
        ])
    func hostileTextNeverReachesFTSSyntax(text: String) {
        #expect(throws: Never.self) { try database.search(text) }
    }

    @Test func operatorWordsAreSearchedAsWords() throws {
        // "And" is an ordinary word of many titles, not FTS5's AND operator.
        let results = try database.search("and")
        #expect(results.contains { $0.title.lowercased().split(separator: " ").contains("and") })
    }

    @Test func randomTextNeverFails() throws {
        var random = SeededRandom(seed: 2024)
        let alphabet = Array("abcXYZ éüß\"'*()^-+:{}[]<>,.;!?#@&|\\/\t\n0123NEAR AND OR NOT 🎵")
        for _ in 0..<500 {
            let text = String((0..<random.next(upTo: 24)).map { _ in alphabet[random.next(upTo: alphabet.count)] })
            #expect(throws: Never.self, "searching \(text.debugDescription)") { try database.search(text) }
        }
    }

    @Test func fetchesTracksGenresAndStats() throws {
        let track = try database.track(id: 1)
        #expect(track.artistName == "AC/DC")
        #expect(track.albumTitle == "For Those About To Rock We Salute You")
        #expect(track.genreName == "Rock")
        #expect(throws: StorageError.trackNotFound(99_999)) { try database.track(id: 99_999) }

        let genres = try database.genres()
        #expect(genres.count == 25)
        #expect(genres.reduce(0) { $0 + $1.trackCount } == 3_503)
        #expect(genres.first { $0.name == "Rock" }?.trackCount == 1_297)

        #expect(
            try database.stats()
                == CatalogStats(tracks: 3_503, albums: 347, artists: 275, genres: 25, libraryEntries: 0))
    }
}

/// A seeded generator for property tests, so that a failure reproduces.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(upTo bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// The search at scale: selective queries rank exactly as ranking every match did; unselective
/// ones follow their stated order; both checked against an oracle over every match.
struct SearchAtScaleTests {
    let database = try! chinookTemplate.copy()

    /// Words of the catalog's titles and artists, to type prefixes of.
    static let words: [String] = {
        let text = chinook.tracks.map(\.title) + chinook.artists.map(\.name)
        let words = text.flatMap { $0.split { !($0.isLetter || $0.isNumber) }.map(String.init) }
        return Array(Set(words)).sorted()
    }()

    @Test func selectiveQueriesRankExactlyAsRankingEveryMatchDoes() throws {
        var random = SeededRandom(seed: 2_026)
        var checked = 0
        for _ in 0..<500 {
            let text = (0...random.next(upTo: 2)).map { _ in
                let word = Self.words[random.next(upTo: Self.words.count)]
                return String(word.prefix(1 + random.next(upTo: word.count)))
            }.joined(separator: " ")
            let everyMatch = try database.searchRankingEveryMatch(text, limit: AppDatabase.rankedMatchLimit + 1)
            guard everyMatch.count <= AppDatabase.rankedMatchLimit else { continue }
            #expect(try database.search(text) == Array(everyMatch.prefix(50)), "\(text)")
            checked += 1
        }
        #expect(checked > 300)
    }

    @Test(arguments: ["s", "a", "the", "i", "ro", "me", "b c", "the b"])
    func unselectiveQueriesListTitlesStartingWithTheWordsThenTheOtherMatchesInCatalogOrder(text: String) throws {
        let everyMatch = try database.searchRankingEveryMatch(text, limit: 100_000)
        #expect(everyMatch.count > AppDatabase.rankedMatchLimit, "\(text) is selective; pick another")
        func words(_ text: String) -> [String] {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                .split { !($0.isLetter || $0.isNumber) }.map(String.init)
        }
        let typed = words(text)
        func titleStartsWithTheWords(_ track: Track) -> Bool {
            let title = words(track.title)
            guard title.count >= typed.count else { return false }
            return zip(title, typed).enumerated().allSatisfy { index, pair in
                index == typed.count - 1 ? pair.0.hasPrefix(pair.1) : pair.0 == pair.1
            }
        }
        let byID = everyMatch.sorted { $0.id < $1.id }
        let expected = byID.filter(titleStartsWithTheWords) + byID.filter { !titleStartsWithTheWords($0) }
        #expect(try database.search(text) == Array(expected.prefix(50)))
        #expect(try database.search(text, limit: 7) == Array(expected.prefix(7)))
    }
}
