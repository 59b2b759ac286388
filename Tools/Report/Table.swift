/// A table with a column per style, in the registry's order.
func table(_ header: String, rows: [(String, [String])]) -> String {
    var lines = ["| \(header) | " + styles.map(\.name).joined(separator: " | ") + " |"]
    lines.append("|---|" + String(repeating: "---:|", count: styles.count))
    lines += rows.map { "| \($0.0) | " + $0.1.joined(separator: " | ") + " |" }
    return lines.joined(separator: "\n")
}

/// Where the styles differ by more than a fifth on a feature: the extremes, and why.
func spread(_ label: String, _ values: [Int]) -> String? {
    guard let low = values.min(), let high = values.max(), low > 0, Double(high) / Double(low) > 1.2 else {
        return nil
    }
    let most = styles.indices.filter { values[$0] == high }.map { styles[$0].name }.joined(separator: " and ")
    let least = styles.indices.filter { values[$0] == low }.map { styles[$0].name }.joined(separator: " and ")
    let percent = Int((Double(high) / Double(low) - 1) * 100)
    let longest = styles.indices.filter { values[$0] == high }.compactMap { styles[$0].notes?.longerCode }
    let shortest = styles.indices.filter { values[$0] == low }.compactMap { styles[$0].notes?.shorterCode }
    return "\(label): \(most) \(high), \(least) \(low) (+\(percent) %). More: "
        + longest.joined(separator: "; ") + ". Fewer: " + shortest.joined(separator: "; ") + "."
}

/// Where the styles differ by more than a fifth at run time, and why.
func runtimeSpread(_ label: String, _ values: [Double], decimals: Int = 0) -> String? {
    guard let low = values.min(), let high = values.max(), low > 0, high / low > 1.2 else { return nil }
    func shown(_ value: Double) -> String { figure(value, decimals: decimals) }
    let most = styles.indices.filter { values[$0] == high }
    let least = styles.indices.filter { values[$0] == low }
    return "\(label): \(most.map { styles[$0].name }.joined(separator: " and ")) \(shown(high)), "
        + "\(least.map { styles[$0].name }.joined(separator: " and ")) "
        + "\(shown(low)) (+\(Int((high / low - 1) * 100)) %). More: "
        + most.compactMap { styles[$0].notes?.moreAtRunTime }.joined(separator: "; ") + ". Less: "
        + least.compactMap { styles[$0].notes?.lessAtRunTime }.joined(separator: "; ") + "."
}
