import Domain
import Testing

@testable import TerminalUI

/// What byte sequences decode to: a table, as the terminals send them.
struct InputDecoderTests {
    static let table: [(bytes: [UInt8], keys: [Key])] = [
        (Array("abc".utf8), [.character("a"), .character("b"), .character("c")]),
        (Array("é漢😀".utf8), [.character("é"), .character("漢"), .character("😀")]),
        ([0x0D], [.enter]),
        ([0x0A], [.enter]),
        ([0x09], [.tab]),
        ([0x7F], [.backspace]),
        ([0x08], [.backspace]),
        ([0x01], [.control("a")]),
        ([0x03], [.control("c")]),
        ([0x11], [.control("q")]),
        (Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8), [.up, .down, .right, .left]),
        (Array("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD".utf8), [.up, .down, .right, .left]),
        (Array("\u{1B}[1;5A".utf8), [.up]),
        (Array("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF".utf8), [.home, .end, .home, .end]),
        (Array("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~".utf8), [.home, .end, .home, .end]),
        (Array("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~".utf8), [.insert, .delete, .pageUp, .pageDown]),
        (Array("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS".utf8), [.function(1), .function(2), .function(3), .function(4)]),
        (
            Array("\u{1B}[15~\u{1B}[17~\u{1B}[21~\u{1B}[24~".utf8),
            [.function(5), .function(6), .function(10), .function(12)]
        ),
        (Array("\u{1B}[Z".utf8), [.backTab]),
        (Array("\u{1B}1\u{1B}x".utf8), [.alt("1"), .alt("x")]),
        (Array("\u{1B}[200~hello\nworld\u{1B}[201~".utf8), [.paste("helloworld")]),
        (Array("\u{1B}[200~\u{1B}[A\u{1B}[201~!".utf8), [.paste("[A"), .character("!")]),
        (Array("\u{1B}[48;60;240;960;2400t".utf8), [.resize(columns: 240, rows: 60)]),
        ([0xFF, 0xC0, 0x80, 0x61], [.character("a")]),  // invalid UTF-8 is dropped
        ([0xE6, 0x41], [.character("A")]),  // a broken sequence loses only itself
        (Array("\u{1B}[99x".utf8), []),  // an unknown sequence means nothing
        (Array("\u{1B}[999~".utf8), []),
        ([0x00, 0x1C, 0x1F], []),
        (Array("\u{1B}\u{1B}".utf8), [.escape, .escape]),
    ]

    @Test(arguments: table.indices)
    func decodes(row: Int) {
        var decoder = InputDecoder()
        let (bytes, keys) = Self.table[row]
        #expect(decoder.decode(bytes) + decoder.flush() == keys, "\(bytes)")
    }

    @Test func waitsForTheRestOfASplitSequence() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("1;2".utf8)) == [])
        #expect(decoder.decode(Array("B".utf8)) == [.down])
        #expect(!decoder.isWaiting)
        #expect(decoder.decode([0xF0, 0x9F]) == [])
        #expect(decoder.decode([0x98, 0x80]) == [.character("😀")])
    }

    @Test func aLoneEscapeIsTheKeyOnlyOnceNothingFollows() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.flush() == [.alt("[")])
    }

    @Test func aPasteMaySpanReadsEvenAcrossItsClosingMarker() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~ab".utf8)) == [])
        #expect(decoder.decode(Array("c\u{1B}[20".utf8)) == [])
        #expect(decoder.decode(Array("1~d".utf8)) == [.paste("abc"), .character("d")])
    }

    @Test func aPasteThatNeverEndsEndsAtThePause() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~abc".utf8)) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.paste("abc")])
        #expect(decoder.decode(Array("x".utf8)) == [.character("x")])
    }

    @Test func anOverlongSequenceIsDropped() {
        var decoder = InputDecoder()
        let long = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100) + Array("Ax".utf8)
        let keys = decoder.decode(long) + decoder.flush()
        #expect(!keys.contains(.up))
        #expect(keys.last == .character("x"))
    }

    @Test func randomBytesNeverTrap() {
        var generator = SplitMix64(seed: 7)
        var decoder = InputDecoder()
        var count = 0
        for _ in 0..<2_000 {
            let bytes = (0..<Int(generator.next() % 16)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            count += decoder.decode(bytes).count
        }
        count += decoder.flush().count
        #expect(count > 1_000)
    }
}
