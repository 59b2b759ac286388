import Testing

@testable import SourceSyntax

/// What a line of code is, on the cases the old regex-based counts disagreed on.
struct LineCounterTests {
    @Test func commentsBlankLinesAndImportsAreNotCode() {
        let source = """
            import Foundation
            @testable import Features

            /// A doc comment.
            /* a block
               comment */
            struct Thing {  // trailing
                let name = \"""
                    two
                    \"""
            }
            """
        #expect(
            LineCounter.codeLines(of: source) == [
                "struct Thing {  // trailing", "let name = \"\"\"", "two", "\"\"\"", "}",
            ])
    }

    @Test func theFirstTestFunctionRunsFromItsAttributeToItsBrace() {
        let source = """
            struct Suite {
                // Not code.
                @Test func one() {
                    let a = 1
                    #expect(a == 1)
                }

                @Test func two() {}
            }
            """
        #expect(
            LineCounter.firstTestLines(of: source) == ["@Test func one() {", "let a = 1", "#expect(a == 1)", "}"])
    }

    @Test func addedLinesMatchEachOriginalLineOnce() {
        #expect(LineCounter.addedLines(["}", "}", "let a = 1", "let b = 2"], against: ["}", "let a = 1", "x"]) == 2)
    }

    @Test func statementsAndDeclarationsComeFromTheTree() {
        let counts = StatementCounter(
            source: """
                import Foundation
                final class Model {
                    private let name: String
                    var shown: String { name }
                    init(name: String) {
                        self.name =
                            name
                    }
                    func greet() -> String { "Hello, " + name }
                }
                extension Model {}
                """)
        #expect(counts == StatementCounter(statements: 9, types: 2, properties: 1, methods: 2))
    }

    @Test func requestsAreAnsweredAsSwift() throws {
        let files = [
            "A.swift": "import X\nlet a = 1\nlet b = 2\n",
            "B.swift": "let a = 1\n",
            "B.patch": "Fix: add b\n\n--- a/B.swift\n+++ b/B.swift\n@@ -1 +1,2 @@\n let a = 1\n+let b = 2\n",
            "T.swift": "struct S {\n    @Test func t() {\n        TestScheduler(1)\n    }\n}\n",
        ]
        let swift = try Requests.answer(
            "lines\tA.swift\nstatements\tA.swift\nprice\tB.patch\ntest\tT.swift\tTestScheduler(\tTestClock(\n",
            reading: { files[$0]! })
        // B's patch adds one statement, `let b = 2`; T's test is one statement.
        #expect(swift.contains("        \"lines A.swift\": 2,\n        \"price B.patch\": 1,\n"))
        #expect(swift.contains("        \"statements A.swift\": 2,\n"))
        #expect(swift.contains("        \"test T.swift\": 1,\n        \"uses T.swift TestScheduler(\": 1,\n    ]"))
    }
}
