import AllStyles
import Features
import Testing
import Transcripts

@testable import Scenarios

/// What `bindery compare` says about styles that agree on each output but not on the order of
/// the outputs within one instant.
struct ComparisonTests {
    /// A transcript of `events`, each `(time, output, value)`, in that order.
    private func transcript(_ events: (Int, String, String)...) -> Transcript {
        var transcript = Transcript()
        transcript.entries = events.map { Transcript.Entry(time: $0.0, output: $0.1, value: $0.2) }
        return transcript
    }

    @Test func theOrderWithinAnInstantIsShownButIsNoDivergence() {
        let rx = transcript(
            (0, "results", "[]"), (0, "isLoading", "false"), (750, "results", "[x]"), (750, "isLoading", "false"))
        let async = transcript(
            (0, "results", "[]"), (0, "isLoading", "false"), (750, "isLoading", "false"), (750, "results", "[x]"))
        let comparison = Comparison(transcripts: [(.transform, rx), (.mvb, rx), (.async, async)])
        #expect(comparison.firstDivergence == nil)
        let orders = comparison.instantOrders
        #expect(orders.map(\.time) == [750])
        #expect(orders.first?.groups.map(\.styles) == [[.transform, .mvb], [.async]])
        #expect(orders.first?.groups.map(\.order) == [["results", "isLoading"], ["isLoading", "results"]])
        #expect(
            comparison.report() == """
                  results
                    all 3 styles: @0ms []  @750ms [x]
                  isLoading
                    all 3 styles: @0ms false  @750ms false
                  order of the outputs at one instant (not a divergence: each output's events agree)
                    @750ms transform, mvb: results, isLoading
                           async: isLoading, results

                """)
    }

    @Test func stylesInTheSameOrderShowNoOrders() {
        let one = transcript((0, "results", "[]"), (0, "isLoading", "false"))
        let comparison = Comparison(transcripts: [(.transform, one), (.async, one)])
        #expect(comparison.instantOrders.isEmpty)
        #expect(!comparison.report().contains("order"))
    }
}
