import Features
import Storage
import Testing

@testable import Pitfalls
@testable import Scenarios

/// The catalog every probe copies, loaded once per test run.
let catalog: AppDatabase = {
    do {
        return try AppDatabase.inMemory(catalog: try CatalogFile.chinook())
    } catch {
        fatalError("the embedded catalog does not load: \(error)")
    }
}()

/// One cell of the pitfall matrix as the suite expects it: the style and its verdict. Its
/// description names both, so each test case's name states the verdict.
struct Cell: CustomTestStringConvertible, Sendable {
    let style: Style
    let verdict: String
    let isPitfall: Bool

    init(_ style: Style, _ verdict: String, pitfall: Bool = false) {
        self.style = style
        self.verdict = verdict
        isPitfall = pitfall
    }

    var testDescription: String { "\(style.id) \(isPitfall ? "⚠ " : "")\(verdict)" }
}

/// Checks that `verdict` is the one `cell` expects.
func expect(_ verdict: Verdict, _ cell: Cell, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(verdict.summary == cell.verdict, "\(verdict.evidence)", sourceLocation: sourceLocation)
    #expect(verdict.isPitfall == cell.isPitfall, sourceLocation: sourceLocation)
}
