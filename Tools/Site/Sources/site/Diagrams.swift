import Foundation

/// The docs' diagrams (docs/diagrams/*.dot, Graphviz), drawn into the site at build time with
/// Graphviz's `dot`: a page shows a picture, never a diagram's source.
enum Diagrams {
    /// The folder of the sources, relative to the root; the site holds the drawings under the same
    /// name (`diagrams/NAME.svg`), as the markdown links them.
    static let folder = "docs/diagrams"

    /// Each diagram's file name in the site and its SVG, drawn from its source.
    static func draw(_ repository: Repository) throws -> [(String, String)] {
        try repository.files(in: folder, suffix: ".dot").map { source in
            let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension + ".svg"
            return (name, try repository.run("/usr/bin/env", ["dot", "-Tsvg", source], failOnExit: true))
        }
    }
}
