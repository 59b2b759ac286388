import Domain
import Foundation
import Testing

struct RatingTests {
    @Test(arguments: 0...5)
    func acceptsZeroToFiveStars(stars: Int) throws {
        #expect(try Rating(stars).stars == stars)
    }

    @Test(arguments: [-1, 6, 100, Int.min])
    func rejectsAnythingElse(stars: Int) {
        #expect(throws: DomainError.ratingOutOfRange(stars)) { try Rating(stars) }
    }
}

struct EntryDraftTests {
    @Test func validationTrimsTheNote() throws {
        let valid = try EntryDraft.validate(EntryDraft(rating: 4, note: "  lovely bass line \n"))
        #expect(valid.rating == (try Rating(4)))
        #expect(valid.note == "lovely bass line")
    }

    @Test func validationRejectsALongNoteWithItsLength() {
        let note = String(repeating: "a", count: 501)
        #expect(throws: DomainError.noteTooLong(length: 501, limit: 500)) {
            try EntryDraft.validate(EntryDraft(rating: 1, note: note))
        }
    }

    @Test func aDraftIsSaveableOnlyWhenValidAndChanged() {
        let original = EntryDraft(rating: 3, note: "ok")
        #expect(!EntryDraft.isSaveable(original, comparedTo: original))
        #expect(!EntryDraft.isSaveable(EntryDraft(rating: 3, note: " ok "), comparedTo: original))
        #expect(EntryDraft.isSaveable(EntryDraft(rating: 4, note: "ok"), comparedTo: original))
        #expect(EntryDraft.isSaveable(EntryDraft(rating: 3, note: "great"), comparedTo: original))
        #expect(!EntryDraft.isSaveable(EntryDraft(rating: 9, note: "great"), comparedTo: original))
    }

    @Test func aDraftStartsFromTheEntryOrEmpty() throws {
        let entry = LibraryEntry(
            trackID: 1, rating: try Rating(2), note: "n", updatedAt: Date(timeIntervalSince1970: 0))
        #expect(EntryDraft(entry: entry) == EntryDraft(rating: 2, note: "n"))
        #expect(EntryDraft(entry: nil) == EntryDraft(rating: 0, note: ""))
    }
}

struct PaletteTests {
    @Test func cyclesRedBluePurple() {
        #expect(PaletteColor.next(after: .red) == .blue)
        #expect(PaletteColor.next(after: .blue) == .purple)
        #expect(PaletteColor.next(after: .purple) == .red)
    }

    @Test func theButtonSaysWhatComesNext() {
        #expect(PaletteColor.buttonTitle(showing: .red) == "Change to blue")
        #expect(PaletteColor.buttonTitle(showing: .purple) == "Change to red")
    }
}

struct GreetingTests {
    @Test func greetsTheTrimmedName() throws {
        #expect(try Greeting.make(name: "  Ada Lovelace \t") == "Hello, Ada Lovelace!")
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func rejectsABlankName(name: String) {
        #expect(throws: DomainError.emptyName) { try Greeting.make(name: name) }
    }

    @Test func theMessageIsTheGreetingOrWhatIsWrong() {
        #expect(Greeting.message(for: " Ada ") == "Hello, Ada!")
        #expect(Greeting.message(for: "  ") == "Enter a name.")
    }

    @Test func rejectsALongName() {
        #expect(throws: DomainError.nameTooLong(length: 41, limit: 40)) {
            try Greeting.make(name: String(repeating: "x", count: 41))
        }
    }
}

struct FormatTests {
    @Test(arguments: [(343_719, "5:43"), (0, "0:00"), (9_999, "0:09"), (3_600_000, "1:00:00"), (5_286_953, "1:28:06")])
    func formatsDurations(milliseconds: Int, expected: String) {
        #expect(Format.duration(milliseconds: milliseconds) == expected)
    }

    @Test func formatsRatingsAsStars() throws {
        #expect(Format.stars(try Rating(3)) == "★★★☆☆")
        #expect(Format.stars(.unrated) == "☆☆☆☆☆")
    }

    @Test func formatsTitleAndArtist() {
        let track = Track(
            id: 1, title: "Beat It", albumID: 1, albumTitle: "Thriller", artistID: 1, artistName: "Michael Jackson",
            genreID: 1, genreName: "Pop", composer: nil, milliseconds: 258_000)
        #expect(Format.titleAndArtist(track) == "Beat It — Michael Jackson")
    }

    @Test func trimsWhitespaceAtBothEnds() {
        #expect("  a b  ".trimmingWhitespace() == "a b")
        #expect(" \n ".trimmingWhitespace() == "")
        #expect("é".trimmingWhitespace() == "é")
    }

    @Test func domainErrorsSayWhatToDo() {
        #expect(DomainError.ratingOutOfRange(7).description == "A rating is 0 to 5 stars, not 7.")
        #expect(DomainError.emptyName.description == "Enter a name.")
    }
}
