import Features
import Lab
import Labs

/// The counts of source the matrix quotes (the statements a variant adds or changes, the price of
/// the main-thread decorator, a rule test's statements and machinery), computed from the sources at
/// `make regenerate` by the one counter, `source-syntax count` (Tools/SourceSyntax, on
/// swift-syntax), and embedded (`SourceCounts+Generated.swift`): a run reads no source file.
///
/// Prices are in statements, not lines: a statement wrapped over three lines is one change. A
/// fix's price is its patch's: the statements the patched files have that the originals do not,
/// under the same names (the counter's `StatementDiff`; `source-syntax price PATCH` shows them).
/// A priced project guard's (`ProjectGuard.isPriced`) is its article's form's patch undone: the
/// statements the main files have that the article's form does not.
///
/// ``requests`` lists what the matrix asks for (`bindery pitfalls --count-requests` prints it);
/// a request without an answer (a variant added since the last `make regenerate`) is `nil`, and
/// `BinderyTests` fails until the answers are regenerated.
enum SourceCounts {
    /// The file of ``FeatureEnvironment/answering(on:)``, whose statements are its price.
    ///
    /// Named rather than derived: the price is the whole file's, and nothing the matrix can reach
    /// at run time knows where its source lives (a `#fileID` in `Composition` would ship a lab hook
    /// in the product). A renamed or moved file cannot go unnoticed: `make counts` stops with
    /// "cannot read" and `SourceCountsTests` fails until this path follows it.
    static let answeringSource = "Modules/Composition/FeatureEnvironment+Answering.swift"

    /// The test of the search's rule in `style`'s test target.
    static func ruleTest(of style: Style) -> String {
        "Tests/\(style.module)Tests/SearchRuleTests.swift"
    }

    /// The requests the matrix's counts answer, one per line, tab-separated, for the counter.
    static func requests(labs: [any StyleLab.Type] = Style.labs, styles: [Style] = Style.allCases) -> String {
        var lines = ["statements\t\(answeringSource)"]
        for lab in labs {
            for variant in lab.variants {
                lines.append("price\t\(variant.source)")
            }
            for guarded in lab.guardedFeatures where guarded.projectGuard.isPriced {
                lines.append("undone\t\(guarded.articleForm.source)")
            }
        }
        for fix in Situation.allCases.compactMap(\.viewFix) {
            lines.append("price\t\(fix.patch.path)")
        }
        for style in styles {
            lines.append(
                (["test", ruleTest(of: style)] + RuleTestProbes.machinery.map(\.token)).joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The statements of `path`.
    static func statements(of path: String) -> Int? { counted["statements \(path)"] }

    /// The statements `variant`'s patch adds or changes in the files it changes, as a diff counts
    /// its additions.
    static func price(of variant: StyleVariant) -> Int? { price(ofPatchAt: variant.source) }

    /// The statements the patch at `path` (a variant's, or a fix's in the view) adds or changes.
    static func price(ofPatchAt path: String) -> Int? { counted["price \(path)"] }

    /// The statements the main code has that `guarded`'s article's form does not: its patch,
    /// undone (`source-syntax price --reversed PATCH` shows them).
    static func price(of guarded: GuardedFeature) -> Int? { counted["undone \(guarded.articleForm.source)"] }

    /// The statements of the rule test at `path` (one-expression closures counted with the
    /// statement that holds them).
    static func testStatements(of path: String) -> Int? { counted["test \(path)"] }

    /// Whether the code of the rule test at `path` contains `token`.
    static func test(_ path: String, uses token: String) -> Bool { counted["uses \(path) \(token)"] != nil }
}

extension PitfallMatrix {
    /// The counts of source the matrix quotes, as requests for the counter
    /// (`bindery pitfalls --count-requests`, which `make regenerate` runs).
    package static var countRequests: String { SourceCounts.requests() }
}
