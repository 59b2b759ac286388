import Mustache

/// Renders the site's pages from the mustache templates in `Tools/Site/Templates`: a page's own
/// template makes its content, which `layout.mustache` wraps in the header, navigation and footer.
struct PageRenderer {
    private let library: MustacheLibrary
    /// The commit every page names.
    let commit: String

    init(templates: String, commit: String) async throws {
        library = try await MustacheLibrary(directory: templates)
        self.commit = commit
    }

    /// The page `template` makes of `context`, in the layout; `layout` adds the layout's own values.
    func page(_ template: String, _ context: [String: Any], layout: [String: Any]) throws -> String {
        guard let content = library.render(context, withTemplate: template) else {
            throw SiteError.unexpected("no template \(template)")
        }
        var frame = layout
        frame["content"] = content
        frame["commit"] = commit
        guard let html = library.render(frame, withTemplate: "layout") else {
            throw SiteError.unexpected("no template layout")
        }
        return html
    }
}
