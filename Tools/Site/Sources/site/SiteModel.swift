import Foundation

/// Everything the site shows: what the `bindery` command prints (the styles, features and
/// contracts, the pitfall matrix, the scenario comparisons), the measured costs, the docs' prose,
/// and the source files it shows. Nothing here reads Swift for its meaning.
struct SiteModel {
    /// The styles, in the registry's order (as `bindery contracts` lists them).
    let styles: [Style]
    /// The features, in the registry's order, with their contracts.
    let features: [Contracts.Feature]
    let matrix: PitfallMatrix
    let comparisons: [Comparison]
    let costs: Costs
    /// STYLES.md's opening (before its first numbered section), as markdown.
    let stylesIntroduction: String
    /// docs/COMPATIBILITY.md, as markdown.
    let compatibility: String
    /// docs/ARCHITECTURE.md, as markdown: how the house is built, with its module graph.
    let architecture: String
    /// docs/COMPARISON.md (the cost report), as markdown.
    let comparison: String

    /// A binding style.
    struct Style {
        /// `transform`, `init-only`, … (the CLI's and the matrix's name).
        let id: String
        /// Its name for people, as the registry gives it: `Model-View-Binding`.
        let title: String
        /// Its shape in one line, as `bindery contracts` says it.
        let shape: String
        /// Its module's folder: `Modules/StyleInitOnly`.
        let module: String
        /// Its section of STYLES.md, as markdown, without the heading.
        let section: String
    }

    static func load(from repository: Repository) throws -> SiteModel {
        let contracts = try JSONDecoder().decode(
            Contracts.self, from: Data(repository.bindery(["contracts", "--format", "json"]).utf8))
        let stylesText = try repository.text("docs/STYLES.md")
        let numbered = Markdown.sections(stylesText, level: 2).filter { $0.title.first?.isNumber == true }
        guard contracts.styles.count == numbered.count else {
            throw SiteError.unexpected(
                "bindery contracts lists \(contracts.styles.count) styles, STYLES.md numbers \(numbered.count) sections"
            )
        }
        let styles = zip(contracts.styles, numbered).map { style, section in
            Style(id: style.id, title: style.name, shape: style.summary, module: style.folder, section: section.body)
        }
        let json = try repository.bindery(["pitfalls", "--format", "json"])
        let matrix = try JSONDecoder().decode(PitfallMatrix.self, from: Data(json.utf8))
        let comparisons = try Comparison.parse(repository.bindery(["compare", "--all"]))
        let introduction = stylesText.components(separatedBy: "\n## ").first ?? ""
        return SiteModel(
            styles: styles, features: contracts.features, matrix: matrix, comparisons: comparisons,
            costs: try Costs.load(from: repository, styles: contracts.styles), stylesIntroduction: introduction,
            compatibility: try repository.text("docs/COMPATIBILITY.md"),
            architecture: try repository.text("docs/ARCHITECTURE.md"),
            comparison: try repository.text("docs/COMPARISON.md"))
    }

    /// The style with this id.
    func style(_ id: String) -> Style? { styles.first { $0.id == id } }

    /// The code files of `feature` in `style`: its view model (or model, reactor) first, then its
    /// view controller, as the module's feature folder holds them.
    func codeFiles(_ feature: Contracts.Feature, _ style: Style, in repository: Repository) -> [String] {
        repository.files(in: style.module + "/" + feature.folder).sorted { a, b in
            let aView = a.hasSuffix("ViewController.swift")
            let bView = b.hasSuffix("ViewController.swift")
            return aView == bView ? a < b : !aView
        }
    }
}
