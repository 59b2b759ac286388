import Domain
import Storage
import Testing

struct CatalogFileTests {
    @Test func theShippedCatalogIsChinook() {
        #expect(chinook.tracks.count == 3_503)
        #expect(chinook.albums.count == 347)
        #expect(chinook.artists.count == 275)
        #expect(chinook.genres.count == 25)
        let first = chinook.tracks[0]
        #expect(first.title == "For Those About To Rock (We Salute You)")
        #expect(first.composer == "Angus Young, Malcolm Young, Brian Johnson")
        #expect(first.milliseconds == 343_719)
    }

    @Test func escapesRoundTrip() throws {
        let catalog = try CatalogFile.parse("artist\t1\tTab\\there\ntrack\t1\t1\t1\t1000\tBack\\\\slash\t\n")
        #expect(catalog.artists[0].name == "Tab\there")
        #expect(catalog.tracks[0].title == "Back\\slash")
        #expect(catalog.tracks[0].composer == nil)
    }

    @Test(
        arguments: [
            ("artist\t1", StorageError.malformedCatalog(line: 1, reason: "a artist row has 3 fields, this one has 2")),
            ("# comment\nalbum\tx\t1\tT", .malformedCatalog(line: 2, reason: "'x' is not a number")),
            ("playlist\t1\tMix", .malformedCatalog(line: 1, reason: "unknown row kind 'playlist'")),
        ])
    func malformedLinesAreNamed(text: String, expected: StorageError) {
        #expect(throws: expected) { try CatalogFile.parse(text) }
    }
}

struct CatalogGeneratorTests {
    @Test func theSameSeedGivesTheSameCatalog() {
        var first = CatalogGenerator(seed: 42)
        var second = CatalogGenerator(seed: 42)
        var other = CatalogGenerator(seed: 43)
        let catalog = first.catalog(trackCount: 1_000)
        #expect(catalog == second.catalog(trackCount: 1_000))
        #expect(catalog != other.catalog(trackCount: 1_000))
    }

    @Test func sizesFollowTheTrackCount() {
        var generator = CatalogGenerator(seed: 7)
        let catalog = generator.catalog(trackCount: 100_000)
        #expect(catalog.tracks.count == 100_000)
        #expect(catalog.albums.count == 10_000)
        #expect(catalog.artists.count == 1_250)
        #expect(catalog.genres.count == 25)
        #expect(Set(catalog.tracks.map(\.id)).count == 100_000)
        #expect(catalog.tracks.allSatisfy { (90_000...480_000).contains($0.milliseconds) && !$0.title.isEmpty })
    }
}
