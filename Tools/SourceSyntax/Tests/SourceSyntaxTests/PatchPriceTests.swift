import Testing

@testable import SourceSyntax

/// A fix is priced by its patch: the statements the patched file has that the original does not.
struct PatchPriceTests {
    @Test func aOneLineHopCostsOneStatement() throws {
        let files = [
            "Fixes/Hop.patch": """
            Fix: observe the answers on the main scheduler
            Row: 14

            --- a/A.swift
            +++ b/A.swift
            @@ -2,3 +2,4 @@
                     library.toggle(item)
                         .flatMap { $0 }
            +            .observe(on: MainScheduler.instance)
                         .bind(to: errorMessage)
            """,
            "A.swift": """
            func saves() {
                    library.toggle(item)
                        .flatMap { $0 }
                        .bind(to: errorMessage)
            }
            """,
        ]
        let changed = try PatchPrice.changedStatements(ofPatchAt: "Fixes/Hop.patch") { files[$0]! }
        #expect(
            changed == [
                "saves: library . toggle ( item ) . flatMap { $0 } . observe ( on : MainScheduler . instance ) "
                    + ". bind ( to : errorMessage )"
            ])
    }
}
