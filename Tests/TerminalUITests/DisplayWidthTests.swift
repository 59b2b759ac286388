import Testing

@testable import TerminalUI

struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("漢", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2), ("❤️", 2),
        ("❤", 1), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("\u{200B}", 0), ("\u{7}", 0), ("★", 1), ("…", 1),
    ])
    func widthOfOneCharacter(text: String, width: Int) {
        #expect(Character(text).displayWidth == width)
    }

    @Test func widthOfText() {
        #expect("Goldberg".displayWidth == 8)
        #expect("漢字 and 😀".displayWidth == 11)
        #expect("cafe\u{301}".displayWidth == 4)
    }

    @Test func truncationEndsWithAnEllipsisAndNeverSplitsACharacter() {
        #expect("Goldberg".truncated(toWidth: 8) == "Goldberg")
        #expect("Goldberg".truncated(toWidth: 5) == "Gold…")
        #expect("漢字漢字".truncated(toWidth: 5) == "漢字…")
        #expect("漢字漢字".truncated(toWidth: 4) == "漢…")
        #expect("cafe\u{301}s".truncated(toWidth: 4) == "caf…")
        #expect("cafe\u{301}s".truncated(toWidth: 5) == "cafe\u{301}s")
        #expect("abc".truncated(toWidth: 0) == "")
        #expect("😀😀".fitted(toWidth: 3) == "😀…")
        #expect("😀".fitted(toWidth: 3) == "😀 ")
        #expect("ab".fitted(toWidth: 4) == "ab  ")
    }

    @Test func wrappingBreaksAtSpacesWithinTheWidth() {
        #expect(
            "add one with `bindery library favorite ID`".wrapped(toWidth: 16) == [
                "add one with", "`bindery library", "favorite ID`",
            ])
        #expect("漢字 漢字 ab".wrapped(toWidth: 9) == ["漢字 漢字", "ab"])
        #expect("a verylongword b".wrapped(toWidth: 4) == ["a", "verylongword", "b"])
        #expect("".wrapped(toWidth: 5) == [""])
    }
}
