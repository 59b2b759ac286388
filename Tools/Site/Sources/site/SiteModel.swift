import Foundation

/// Everything the site shows, read from the repository and the `bindery` command.
struct SiteModel {
    /// The styles, in the registry's order (as `bindery styles` lists them).
    let styles: [Style]
    /// The features, in the registry's order (as `bindery features` lists them).
    let features: [Feature]
    let matrix: PitfallMatrix
    let comparisons: [Comparison]
    let variants: [Variant]
    /// STYLES.md's opening (before its first numbered section), as markdown.
    let stylesIntroduction: String
    /// docs/COMPATIBILITY.md, as markdown.
    let compatibility: String
    /// docs/COMPARISON.md (the cost report), as markdown.
    let comparison: String

    /// A binding style.
    struct Style {
        /// `transform`, `init-only`, … (the CLI's and the matrix's name).
        let id: String
        /// Its heading in STYLES.md: `Model-View-Binding`.
        let title: String
        /// Its shape in one line, as `bindery styles` says it.
        let shape: String
        /// Its module's folder: `Modules/StyleInitOnly`.
        let module: String
        /// Its section of STYLES.md, as markdown, without the heading.
        let section: String
    }

    /// A feature and its contract.
    struct Feature {
        /// `search`.
        let id: String
        /// Its folder's name in every module: `Search`.
        let folder: String
        /// What it does, as `bindery features` says it.
        let summary: String
        /// Its view contract's file: `Modules/Features/Search/SearchView.swift`.
        let contractFile: String
        let inputs: [Member]
        let outputs: [Member]
    }

    /// One member of a view contract: an input (an `Observable`) or an output (a `Binder`).
    struct Member {
        let name: String
        let type: String
        let summary: String
    }

    /// A variant: one feature written another way within a style, to avoid a pitfall.
    struct Variant {
        let style: String
        let feature: String
        let fix: String
        /// The variant's file, relative to the root.
        let source: String
        /// The main code's files it stands in for, relative to the root.
        let replaces: [String]
    }

    static func load(from repository: Repository) throws -> SiteModel {
        let stylesText = try repository.text("docs/STYLES.md")
        let sections = Markdown.sections(stylesText, level: 2)
        let numbered = sections.filter { $0.title.first?.isNumber == true }
        let styleLines = try repository.bindery(["styles"]).split(separator: "\n").map(String.init)
        guard styleLines.count == numbered.count else {
            throw SiteError.unexpected(
                "bindery styles lists \(styleLines.count) styles, STYLES.md numbers \(numbered.count) sections")
        }
        let moduleFolders =
            ((try? FileManager.default.contentsOfDirectory(
                atPath: repository.root.appendingPathComponent("Modules").path)) ?? [])
            .filter { $0.hasPrefix("Style") && $0 != "Styles" }
        var styles: [Style] = []
        for (line, section) in zip(styleLines, numbered) {
            let (id, shape) = split(line)
            let key = id.replacingOccurrences(of: "-", with: "").lowercased()
            guard let module = moduleFolders.first(where: { $0.dropFirst(5).lowercased() == key }) else {
                throw SiteError.unexpected("no module Modules/Style… for the style \(id)")
            }
            let title = section.title.drop { $0.isNumber || $0 == "." || $0 == " " }
            styles.append(
                Style(id: id, title: String(title), shape: shape, module: "Modules/" + module, section: section.body))
        }

        var features: [Feature] = []
        for line in try repository.bindery(["features"]).split(separator: "\n").map(String.init) {
            let (id, summary) = split(line)
            let folder = id.prefix(1).uppercased() + id.dropFirst()
            let contractFile = "Modules/Features/\(folder)/\(folder)View.swift"
            let (inputs, outputs) = Contract.members(
                of: try repository.text(contractFile), protocolName: folder + "View")
            features.append(
                Feature(
                    id: id, folder: folder, summary: summary, contractFile: contractFile, inputs: inputs,
                    outputs: outputs))
        }

        let json = try repository.bindery(["pitfalls", "--format", "json"])
        let matrix = try JSONDecoder().decode(PitfallMatrix.self, from: Data(json.utf8))
        let comparisons = try Comparison.parse(repository.bindery(["compare", "--all"]))
        var variants: [Variant] = []
        for style in styles {
            for file in repository.files(in: style.module + "/Variants") where file.hasSuffix("+Variants.swift") {
                variants += Variant.parse(try repository.text(file), style: style.id, module: style.module)
            }
        }
        let introduction = stylesText.components(separatedBy: "\n## ").first ?? ""
        return SiteModel(
            styles: styles, features: features, matrix: matrix, comparisons: comparisons, variants: variants,
            stylesIntroduction: introduction, compatibility: try repository.text("docs/COMPATIBILITY.md"),
            comparison: try repository.text("docs/COMPARISON.md"))
    }

    /// `name   the rest` → (`name`, `the rest`).
    private static func split(_ line: String) -> (String, String) {
        let name = line.prefix { $0 != " " }
        return (String(name), line.dropFirst(name.count).trimmingCharacters(in: .whitespaces))
    }

    /// The style with this id.
    func style(_ id: String) -> Style? { styles.first { $0.id == id } }

    /// The code files of `feature` in `style`: its view model (or model, reactor) first, then its
    /// view controller, as the module's feature folder holds them.
    func codeFiles(_ feature: Feature, _ style: Style, in repository: Repository) -> [String] {
        repository.files(in: style.module + "/" + feature.folder).sorted { a, b in
            let aView = a.hasSuffix("ViewController.swift")
            let bView = b.hasSuffix("ViewController.swift")
            return aView == bView ? a < b : !aView
        }
    }
}

extension SiteModel.Variant {
    /// The variants a style's `…Style+Variants.swift` declares: each `StyleVariant(fix: "…",
    /// screen: .feature(…), replaces: [StyleVariant.path("…"), …], source: StyleVariant.path("…"))`.
    static func parse(_ text: String, style: String, module: String) -> [SiteModel.Variant] {
        text.components(separatedBy: "StyleVariant(").dropFirst().compactMap { block in
            guard let fix = firstMatch(block, after: "fix: \""),
                let screen = block.range(of: "screen: .")
            else { return nil }
            let feature = String(block[screen.upperBound...].prefix { $0.isLetter })
            let paths = block.components(separatedBy: "StyleVariant.path(\"").dropFirst().map {
                String($0.prefix { $0 != "\"" })
            }
            guard let sourceRange = block.range(of: "source: StyleVariant.path(\"") else { return nil }
            let source = String(block[sourceRange.upperBound...].prefix { $0 != "\"" })
            let replaces = paths.filter { $0 != source }
            let name = feature == "listOnlyLibrary" ? "library" : feature
            return SiteModel.Variant(
                style: style, feature: name, fix: fix, source: module + "/" + source,
                replaces: replaces.map { module + "/" + $0 })
        }
    }

    private static func firstMatch(_ text: String, after prefix: String) -> String? {
        guard let range = text.range(of: prefix) else { return nil }
        var value = ""
        var escaped = false
        for character in text[range.upperBound...] {
            if escaped {
                value.append(character)
                escaped = false
                continue
            }
            if character == "\\" {
                escaped = true
                continue
            }
            if character == "\"" { break }
            value.append(character)
        }
        return value
    }

    /// The replaced file this variant's diff is shown against: the one whose name shares the
    /// longest ending with the variant's (a view model against the view model).
    var counterpart: String? {
        let name = (source as NSString).lastPathComponent
        return replaces.max {
            commonSuffix(($0 as NSString).lastPathComponent, name)
                < commonSuffix(($1 as NSString).lastPathComponent, name)
        }
    }

    private func commonSuffix(_ a: String, _ b: String) -> Int {
        zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
    }
}
