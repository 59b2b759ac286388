/// A line diff (longest common subsequence), for a fix against the main code.
enum LineDiff {
    /// One line of a diff.
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The lines of `old` and `new` as removed, added and kept lines, in order.
    static func diff(_ old: [String], _ new: [String]) -> [Line] {
        let n = old.count
        let m = new.count
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                lines.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(.removed(old[i]))
                i += 1
            } else {
                lines.append(.added(new[j]))
                j += 1
            }
        }
        return lines
    }

    /// The diff as HTML lines (`<ins>`/`<del>` per changed line), unchanged runs longer than
    /// `context` lines on each side folded into a count; lines are already HTML.
    static func html(_ lines: [Line], context: Int = 3) -> String {
        var out: [String] = []
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        var shown = Set<Int>()
        for index in changed {
            for k in max(0, index - context)...min(lines.count - 1, index + context) { shown.insert(k) }
        }
        var skipped = 0
        for (index, line) in lines.enumerated() {
            guard shown.contains(index) else {
                skipped += 1
                continue
            }
            if skipped > 0 {
                out.append("<span class=\"fold\">… \(skipped) unchanged lines</span>")
                skipped = 0
            }
            switch line {
            case .same(let text): out.append("  " + text)
            case .removed(let text): out.append("<del>- " + text + "</del>")
            case .added(let text): out.append("<ins>+ " + text + "</ins>")
            }
        }
        if skipped > 0 { out.append("<span class=\"fold\">… \(skipped) unchanged lines</span>") }
        return out.joined(separator: "\n")
    }
}
