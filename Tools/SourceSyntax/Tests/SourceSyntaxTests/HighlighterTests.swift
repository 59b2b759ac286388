import SourceSyntax
import Testing

struct HighlighterTests {
    @Test func classifiesKeywordsTypesLiteralsAndComments() {
        let source = "/// Doc.\nlet x: Int = 42 // n\nf(label: \"s\")\n"
        let spans = Highlighter.spans(in: source).map { span in
            let start = source.utf8.index(source.utf8.startIndex, offsetBy: span.offset)
            let end = source.utf8.index(start, offsetBy: span.length)
            return "\(span.tokenClass.rawValue):\(String(source.utf8[start..<end])!)"
        }
        #expect(
            spans == [
                "docComment:/// Doc.", "keyword:let", "type:Int", "number:42", "comment:// n", "label:label",
                "string:\"s\"",
            ])
    }

    @Test func leavesInvalidSourceReadable() {
        #expect(Highlighter.spans(in: "let = = }").map(\.tokenClass) == [.keyword])
    }
}
