/// A situation's "known from" line with every work it cites linked, as the matrix's JSON names
/// them (`citations`: the words that cite a work, and its address).
enum Citations {
    /// `knownFrom` as HTML: each citation's words, found in order, become a link to its address;
    /// the rest is text.
    static func html(_ knownFrom: String, _ citations: [PitfallMatrix.Citation]) -> String {
        var out = ""
        var rest = Substring(knownFrom)
        for citation in citations {
            guard let range = rest.range(of: citation.text) else { continue }
            out += escape(String(rest[..<range.lowerBound]))
            out += "<a href=\"\(escape(citation.url))\" class=\"citation\">\(escape(citation.text))</a>"
            rest = rest[range.upperBound...]
        }
        return out + escape(String(rest))
    }
}
