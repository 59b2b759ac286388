import Features

extension Situation {
    /// Situation 15: what a minimal test of one timed rule needs, read from each style's tests.
    package static let testingARule = Situation(
        number: 15,
        title: "Testing one rule: what a minimal test of the search's 300 ms wait needs",
        asATeamMeetsIt: "A test of one timed rule (the search's 300 ms wait)",
        knownFrom:
            "RxTest's TestScheduler and SharingScheduler.mock; ReactorKit's testing guide; swift-clocks' test clocks",
        readsTheStylesTests: true,
        probes: [
            SituationProbe(
                "search",
                "each style's test of the rule (typed \"b\" then \"bea\": only \"bea\" is searched, 300 ms later, and its results shown when they come), written as the style's article or community tests it, minimal, in the style's test target; `swift test` runs it. How many statements, and what does it need?"
            ) { makers, _ in
                makers.style.map(RuleTestProbes.searchRule)
            }
        ]
    )
}
