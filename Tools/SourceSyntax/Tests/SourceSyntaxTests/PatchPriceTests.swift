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

    /// Undone, a patch is priced by what it takes away: a guard's relays, which its article's form
    /// does not have, cost the statements that declare and use them.
    @Test func aPatchUndoneCostsTheStatementsItTakesAway() throws {
        let files = [
            "Fixes/Bare.patch": """
            Fix: the article's form, with no relay

            --- a/A.swift
            +++ b/A.swift
            @@ -1,5 +1,3 @@
             func bind() {
            -    let name = BehaviorRelay(value: 0)
            -    cells.name = { $0.subscribe(onNext: name.accept) }
                 show()
             }
            """,
            "A.swift": """
            func bind() {
                let name = BehaviorRelay(value: 0)
                cells.name = { $0.subscribe(onNext: name.accept) }
                show()
            }
            """,
        ]
        let load = { (path: String) in files[path]! }
        #expect(try PatchPrice.changedStatements(ofPatchAt: "Fixes/Bare.patch", reading: load).isEmpty)
        #expect(
            try PatchPrice.changedStatements(ofPatchAt: "Fixes/Bare.patch", reversed: true, reading: load) == [
                "bind: let name = BehaviorRelay ( value : 0 )",
                "bind: cells . name = { $0 . subscribe ( onNext : name . accept ) }",
            ])
        let swift = try Requests.answer("undone\tFixes/Bare.patch\n", reading: load)
        #expect(swift.contains("        \"undone Fixes/Bare.patch\": 2,\n"))
    }
}
