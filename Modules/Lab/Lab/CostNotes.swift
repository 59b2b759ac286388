/// What a style says about its own costs, as its module is written: the cost report
/// (`docs/COMPARISON.md`) quotes them where the styles differ by more than a fifth.
package struct CostNotes: Sendable {
    /// What makes the style's code longer than the others'.
    package let longerCode: String
    /// What makes it shorter.
    package let shorterCode: String
    /// What makes it cost more at run time.
    package let moreAtRunTime: String
    /// What makes it cost less.
    package let lessAtRunTime: String

    package init(longerCode: String, shorterCode: String, moreAtRunTime: String, lessAtRunTime: String) {
        self.longerCode = longerCode
        self.shorterCode = shorterCode
        self.moreAtRunTime = moreAtRunTime
        self.lessAtRunTime = lessAtRunTime
    }
}
