import Foundation

/// What a style's page says besides its code: the references it follows and its costs, read from
/// STYLES.md and the cost report.
extension SiteBuilder {
    /// What STYLES.md's references say the style follows: the numbered articles that name it in
    /// bold, or the clause of the closing sentence that names it (the reactor's library and version).
    func follows(_ style: SiteModel.Style) -> [String] {
        guard let references = model.stylesIntroduction.components(separatedBy: "**The references.**").last else {
            return []
        }
        let id = style.id.lowercased()
        let lines = references.components(separatedBy: "\n")
        var items: [String] = []
        for line in lines {
            if line.first?.isNumber == true {
                items.append(line)
            } else if line.hasPrefix("   "), !items.isEmpty {
                items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        let named = items.filter { $0.lowercased().contains("**\(id)**") }.map {
            Markdown.inline(String($0.drop { $0.isNumber || $0 == "." || $0 == " " }))
        }
        if !named.isEmpty { return named }
        let closing = lines.drop { !$0.hasPrefix("The ") }.joined(separator: " ")
        return closing.components(separatedBy: "; ").filter { $0.lowercased().contains(id) }.map { Markdown.inline($0) }
    }

    /// The style's column of each table in the cost report (docs/COMPARISON.md): the table's
    /// section title, then each row's label and the style's cell, as HTML. A section's first table
    /// only: a later one (the files the line count leaves out) has columns of its own.
    func costs(_ style: SiteModel.Style) -> [[String: Any]] {
        Markdown.sections(model.comparison, level: 2).compactMap { section in
            let lines = section.body.components(separatedBy: "\n")
            let rows = Array(lines.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.map(Markdown.cells))
            guard rows.count > 2, let column = rows[0].firstIndex(of: style.id) else { return nil }
            let values = rows.dropFirst(2).filter { $0.count > column }.map {
                ["label": Markdown.inline($0[0]), "value": Markdown.inline($0[column])]
            }
            return [
                "title": section.title, "slug": Markdown.slug(section.title), "what": Markdown.inline(rows[0][0]),
                "rows": values,
            ]
        }
    }
}
