/// "Which style for which team": for each kind of team, the style the matrix and the measured
/// costs favour, and the cells and figures that choice rests on, so that a reader can check it
/// and the choice changes when they do.
///
/// A team is a set of situations it meets (rows of the matrix) and a figure it cares about; the
/// pick is the style with the fewest ⚠ in those rows (`pitfall`, as `bindery pitfalls` prints it),
/// ties broken by the figure (lower is better), then by the registry's order.
struct Recommendation {
    /// The team, in a few words, and its anchor.
    let id: String
    let team: String
    /// The picked style and the runner-up.
    let pick: String
    let runnerUp: String?
    /// The cells the choice rests on, for the pick and the runner-up: situation, style, ⚠.
    let cells: [(situation: Int, style: String, pitfall: Bool)]
    /// The figure it breaks ties with, for every style: its label, where it is shown, and each value.
    let figure: Figure
    /// The ⚠ count of every style in the team's rows.
    let counts: [String: Int]

    /// A measured figure, lower is better.
    struct Figure {
        let label: String
        /// The section of a style's page that shows it (`cost-lines-of-code`).
        let anchor: String
        let values: [String: Double]
        /// How a value reads: `360 lines`.
        let format: (Double) -> String
    }

    /// A team: what it meets (situation ids; every situation when empty) and the figure it
    /// weighs after the pitfalls.
    private struct Team {
        let id: String
        let team: String
        let situations: [Int]
        let figure: Figure
    }

    /// The recommendations for the teams the home page names.
    static func all(_ model: SiteModel) throws -> [Recommendation] {
        let styles = model.styles.map(\.id)
        let lines = Figure(
            label: "lines of code in all", anchor: "cost-lines-of-code",
            values: Dictionary(
                uniqueKeysWithValues: styles.compactMap { style in
                    model.costs.lines[style]?["total"].map { (style, Double($0)) }
                }), format: { "\(Int($0)) lines" })
        let allocations = Figure(
            label: "allocations per intent (mean of the shipped scenarios)", anchor: "cost-run-time",
            values: Dictionary(
                uniqueKeysWithValues: styles.compactMap { style in
                    model.costs.mean(style, { $0.allocationsPerIntent }).map { (style, $0) }
                }), format: { String(format: "%.1f allocations per intent", $0) })
        let bytes = Figure(
            label: "bytes held while bound (mean of the shipped scenarios)", anchor: "cost-run-time",
            values: Dictionary(
                uniqueKeysWithValues: styles.compactMap { style in
                    model.costs.mean(style, { Double($0.bytesHeld) }).map { (style, $0) }
                }), format: { "\(Int($0.rounded())) bytes held" })
        let teams = [
            Team(
                id: "team-lifecycles",
                team: "A UIKit team whose views bind late, reuse cells and are rebuilt (coordinators, "
                    + "table cells, view controllers recreated)",
                situations: [1, 2, 5, 12, 17], figure: lines),
            Team(
                id: "team-threads",
                team: "A team whose services answer on their own queues while users keep acting",
                situations: [8, 14], figure: allocations),
            Team(
                id: "team-errors",
                team: "A team whose views feed outputs back and whose control streams can fail",
                situations: [7, 11], figure: lines),
            Team(
                id: "team-fewest", team: "A team that wants the fewest pitfalls in everything it meets",
                situations: [], figure: bytes),
        ]
        return try teams.map { team in
            let rows =
                team.situations.isEmpty
                ? model.matrix.situations
                : try team.situations.map { id in
                    guard let row = model.matrix.situations.first(where: { $0.id == id }) else {
                        throw SiteError.unexpected(
                            "the recommendation for \(team.id) rests on situation \(id), "
                                + "which bindery pitfalls no longer has")
                    }
                    return row
                }
            var counts: [String: Int] = [:]
            for style in styles {
                counts[style] = rows.filter { $0.cells.first { $0.style == style }?.pitfall == true }.count
            }
            let ranked = styles.enumerated().sorted { a, b in
                (counts[a.element]!, team.figure.values[a.element] ?? .infinity, a.offset)
                    < (counts[b.element]!, team.figure.values[b.element] ?? .infinity, b.offset)
            }.map(\.element)
            let shown = Array(ranked.prefix(2))
            let cells = rows.flatMap { row in
                shown.compactMap { style in
                    row.cells.first { $0.style == style }.map { (row.id, style, $0.pitfall) }
                }
            }
            return Recommendation(
                id: team.id, team: team.team, pick: ranked[0], runnerUp: ranked.count > 1 ? ranked[1] : nil,
                cells: cells, figure: team.figure, counts: counts)
        }
    }
}
