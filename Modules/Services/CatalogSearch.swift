/// How much of the catalog a search shows.
package enum CatalogSearch {
    /// The most results a search answers with, wherever it runs: the terminal UI's panes, the
    /// scripted runs (`bindery run`, `bindery compare`, the scenarios' expected output) and
    /// `bindery catalog search` (its default `--limit`). Ten fit a pane without scrolling and keep
    /// a transcript readable; one number, so that a query shows the same results in each.
    package static let resultLimit = 10
}
