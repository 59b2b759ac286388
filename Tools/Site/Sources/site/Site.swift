import Foundation

/// The generated site: its pages and the charts it copies.
struct Site {
    /// Each page's file name and HTML, in the order they are written.
    let pages: [(String, String)]
    /// The cost report's charts (docs/images), copied into `images/`.
    let charts: [String]
    /// The docs' diagrams, drawn at build time, by file name in `diagrams/`.
    let diagrams: [(String, String)]

    /// Writes the site into `folder` (emptied first) with the shared assets and the charts;
    /// returns each page's weight in bytes.
    func write(to folder: URL, assets: URL, charts chartFolder: URL) throws -> [(String, Int)] {
        let files = FileManager.default
        try? files.removeItem(at: folder)
        try files.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.appendingPathComponent("diagrams"), withIntermediateDirectories: true)
        for (name, svg) in diagrams {
            try Data(svg.utf8).write(to: folder.appendingPathComponent("diagrams/" + name))
        }
        var weights: [(String, Int)] = []
        for (name, html) in pages {
            let data = Data(html.utf8)
            try data.write(to: folder.appendingPathComponent(name))
            weights.append((name, data.count))
        }
        for asset in try files.contentsOfDirectory(atPath: assets.path).sorted() {
            try files.copyItem(at: assets.appendingPathComponent(asset), to: folder.appendingPathComponent(asset))
        }
        for chart in charts {
            try files.copyItem(
                at: chartFolder.appendingPathComponent(chart), to: folder.appendingPathComponent("images/" + chart))
        }
        return weights
    }
}
