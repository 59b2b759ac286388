/// The little markdown the project's docs use (headings, paragraphs, lists, tables, fenced code,
/// inline code, emphasis, links), turned into HTML for the site.
///
/// Links are rewritten to the site's pages where the site has the target (a situation of
/// PITFALLS.md, a section of STYLES.md), kept when they leave the site (`https:`), and reduced to
/// their text otherwise, so that every link on a page resolves.
enum Markdown {
    /// One `## ` section: its title and its body up to the next heading of the same level.
    struct Section {
        let title: String
        let body: String
    }

    /// The sections of `text` at heading `level`.
    static func sections(_ text: String, level: Int) -> [Section] {
        let marker = String(repeating: "#", count: level) + " "
        var sections: [Section] = []
        var title: String?
        var body: [Substring] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix(marker) {
                if let title { sections.append(Section(title: title, body: body.joined(separator: "\n"))) }
                title = String(line.dropFirst(marker.count))
                body = []
            } else {
                body.append(line)
            }
        }
        if let title { sections.append(Section(title: title, body: body.joined(separator: "\n"))) }
        return sections
    }

    /// `markdown` as HTML; headings start at `headingLevel` for `#` and keep their relative depth.
    static func html(_ markdown: String, headingLevel: Int = 2, link: (String) -> String? = Markdown.siteLink) -> String
    {
        var out = ""
        var paragraph: [String] = []
        var list: (tag: String, items: [String])?
        var table: [[String]] = []
        var fence: (language: String, lines: [String])?

        func flushParagraph() {
            if !paragraph.isEmpty { out += "<p>" + inline(paragraph.joined(separator: " "), link: link) + "</p>\n" }
            paragraph = []
        }
        func flushList() {
            if let current = list { out += listHTML(current, link: link) }
            list = nil
        }
        func flushTable() {
            if table.count >= 2 { out += tableHTML(table, link: link) }
            table = []
        }
        func flushAll() {
            flushParagraph()
            flushList()
            flushTable()
        }

        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if var current = fence {
                if line.hasPrefix("```") {
                    out +=
                        "<pre class=\"code\" tabindex=\"0\"><code>" + escape(current.lines.joined(separator: "\n"))
                        + "</code></pre>\n"
                    fence = nil
                } else {
                    current.lines.append(line)
                    fence = current
                }
                continue
            }
            if line.hasPrefix("```") {
                flushAll()
                fence = (String(line.dropFirst(3)), [])
            } else if line.hasPrefix("<!--") && line.hasSuffix("-->") {
                continue  // A marker for the docs' generators (an excerpt, a generated table): not shown.
            } else if line.hasPrefix("#") {
                flushAll()
                out += headingHTML(line, headingLevel: headingLevel, link: link)
            } else if line.hasPrefix("|") {
                flushParagraph()
                flushList()
                table.append(cells(line))
            } else if let item = listItem(line) {
                flushParagraph()
                flushTable()
                if list?.tag != item.tag {
                    flushList()
                    list = (item.tag, [])
                }
                list!.items.append(item.text)
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flushAll()
            } else if list != nil, line.hasPrefix("  ") {
                list!.items[list!.items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                flushList()
                flushTable()
                paragraph.append(line)
            }
        }
        flushAll()
        return out
    }

    /// A list's HTML, its items' inline markdown rendered.
    private static func listHTML(_ list: (tag: String, items: [String]), link: (String) -> String?) -> String {
        "<\(list.tag)>" + list.items.map { "<li>" + inline($0, link: link) + "</li>" }.joined() + "</\(list.tag)>\n"
    }

    /// A table's HTML from its rows (the header, the delimiter row, then the body), each body cell
    /// labelled with its column's header for narrow screens.
    private static func tableHTML(_ table: [[String]], link: (String) -> String?) -> String {
        let header = table[0]
        var out =
            "<div class=\"table\" tabindex=\"0\" role=\"region\" aria-label=\"\(escape(header.joined(separator: ", ")))\"><table><thead><tr>"
            + header.map { "<th scope=\"col\">" + inline($0, link: link) + "</th>" }.joined()
            + "</tr></thead><tbody>\n"
        let labels = header.map { escape($0.replacingOccurrences(of: "`", with: "")) }
        for row in table.dropFirst(2) {
            out += "<tr>"
            for (index, cell) in row.enumerated() {
                let label = index < labels.count ? " data-label=\"\(labels[index])\"" : ""
                out += "<td\(label)>" + inline(cell, link: link) + "</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody></table></div>\n"
    }

    /// A heading line's HTML, at `headingLevel` for `#` and its relative depth below.
    private static func headingHTML(_ line: String, headingLevel: Int, link: (String) -> String?) -> String {
        let hashes = line.prefix { $0 == "#" }.count
        let level = min(6, headingLevel + hashes - 1)
        let text = line.dropFirst(hashes).trimmingCharacters(in: .whitespaces)
        return "<h\(level) id=\"\(slug(text))\">" + inline(text, link: link) + "</h\(level)>\n"
    }

    private static func listItem(_ line: String) -> (tag: String, text: String)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return ("ul", String(line.dropFirst(2))) }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
            return ("ol", String(line.dropFirst(digits.count + 2)))
        }
        return nil
    }

    /// A table row's cells; `\|` inside a cell is a literal bar.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        var inCode = false
        for character in line.trimmingCharacters(in: .whitespaces).dropFirst() {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if character == "\\" {
                escaped = true
                continue
            }
            if character == "`" { inCode.toggle() }
            if character == "|" && !inCode {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        return cells
    }

    /// Inline markdown: `code`, **strong**, *emphasis*, [text](target).
    static func inline(_ text: String, link: (String) -> String? = Markdown.siteLink) -> String {
        var out = ""
        var rest = Substring(text)
        while let character = rest.first {
            if rest.hasPrefix("<!--"), let end = rest.range(of: "-->") {
                rest = rest[end.upperBound...]  // A claim's marker (docs/STYLES.md): not shown.
            } else if character == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                out += "<code>" + escape(String(rest[rest.index(after: rest.startIndex)..<end])) + "</code>"
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
                out +=
                    "<strong>"
                    + inline(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]), link: link)
                    + "</strong>"
                rest = rest[end.upperBound...]
            } else if character == "*", rest.dropFirst().first?.isWhitespace == false,
                let end = rest.dropFirst().firstIndex(of: "*")
            {
                out += "<em>" + inline(String(rest[rest.index(after: rest.startIndex)..<end]), link: link) + "</em>"
                rest = rest[rest.index(after: end)...]
            } else if character == "!" && rest.dropFirst().first == "[", let close = rest.range(of: "]("),
                let end = rest[close.upperBound...].firstIndex(of: ")")
            {
                // A diagram is drawn into the site (Diagrams), linked to itself to be read at full size on a
                // phone; another image keeps its text.
                let alt = escape(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]))
                let target = String(rest[close.upperBound..<end])
                out +=
                    target.hasPrefix("diagrams/") && target.hasSuffix(".svg")
                    ? "<a href=\"\(escape(target))\"><img src=\"\(escape(target))\" alt=\"\(alt)\" class=\"diagram\"></a>"
                    : alt
                rest = rest[rest.index(after: end)...]
            } else if character == "[", let close = rest.range(of: "]("),
                let end = rest[close.upperBound...].firstIndex(of: ")"),
                !rest[rest.index(after: rest.startIndex)..<close.lowerBound].contains("[")
            {
                let label = inline(String(rest[rest.index(after: rest.startIndex)..<close.lowerBound]), link: link)
                let target = String(rest[close.upperBound..<end])
                if let href = link(target) { out += "<a href=\"\(escape(href))\">\(label)</a>" } else { out += label }
                rest = rest[rest.index(after: end)...]
            } else {
                out += escape(String(character))
                rest = rest.dropFirst()
            }
        }
        return out
    }

    /// Where a docs link goes on the site: a situation of PITFALLS.md to its page, a web address
    /// as it is, anything else nowhere (its text stays).
    static func siteLink(_ target: String) -> String? {
        if target.hasPrefix("https://") { return target }
        if target.hasPrefix("PITFALLS.md#") || target.hasPrefix("docs/PITFALLS.md#") {
            let anchor = target.split(separator: "#").last ?? ""
            let number = anchor.prefix { $0.isNumber }
            return number.isEmpty ? nil : "situation-\(number).html"
        }
        return nil
    }

    /// An anchor for a heading: lower case, letters and digits, words joined by `-`.
    static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.hasSuffix("-") && !slug.isEmpty {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }
}

/// `text` with HTML's special characters escaped, for text and attribute values alike.
func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(character)
        }
    }
    return out
}
