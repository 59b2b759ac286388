import ArgumentParser
import Foundation

/// `site`: writes the web reference into a folder, from the repository and the `bindery` command.
@main
struct SiteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Generate the web reference: every feature in seven styles side by side.",
        discussion: "make site runs it with the paths below; the output is byte-identical for one commit."
    )

    @Option(help: "The repository's root.")
    var root: String = "."

    @Option(help: "The folder to write the site into (emptied first).")
    var output: String

    @Option(help: "The commit the site is built from, printed on every page.")
    var commit: String

    @Option(help: "The built bindery command.")
    var bindery: String

    @Option(
        help:
            "A built source-syntax command (Tools/SourceSyntax) to classify the code live; without it, the committed Tools/Site/highlights.tsv."
    )
    var sourceSyntax: String?

    func run() async throws {
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        let repository = Repository(root: rootURL, bindery: bindery, sourceSyntax: sourceSyntax)
        let model = try SiteModel.load(from: repository)
        let renderer = try await PageRenderer(
            templates: rootURL.appendingPathComponent("Tools/Site/Templates").path, commit: commit)
        let site = try SiteBuilder(model: model, renderer: renderer, repository: repository).build()
        let weights = try site.write(
            to: URL(fileURLWithPath: output), assets: rootURL.appendingPathComponent("Tools/Site/Assets"),
            charts: rootURL.appendingPathComponent("docs/images"))
        for (page, bytes) in weights { print(String(format: "%7.1f KB  %@", Double(bytes) / 1024, page)) }
    }
}
