import Testing

@testable import Pitfalls

/// A variant that avoids a pitfall but fails its feature's spec (`StyleVariant.breaks`, which
/// `FeatureSpecTests/VariantsThroughSpecTests` keeps exact) is not a fix: the cell says so and
/// prices nothing.
struct BrokenFixTests {
    let pitfall = Verdict("resets the state", pitfall: true, evidence: "the rebuilt view showed nothing")
    let broken = Avoidance.breaksTheFeature(fix: "keep it as state", breaks: ["every validation answers"])

    @Test func aFixThatBreaksTheFeatureIsNoFixAndIsNotPriced() {
        let cell = MatrixCell(outcomes: [("greeting", pitfall)], avoidance: .perFeature(["greeting": broken]))
        #expect(cell.kind == nil)
        #expect(cell.extraStatements == nil)
        #expect(!(cell.avoidance?.keepsTheFeature ?? true))
        #expect(
            cell.avoidanceText
                == "greeting: no fix: the variant that avoids it (keep it as state) breaks the feature: "
                + "it fails its spec's \"every validation answers\"")
    }

    @Test func anotherFeaturesFixMakesTheCellPartlyAvoidable() {
        let cell = MatrixCell(
            outcomes: [("greeting", pitfall), ("palette", pitfall)],
            avoidance: .perFeature([
                "greeting": broken, "palette": .avoidable(fix: "keep the color", extraStatements: 1),
            ]))
        #expect(cell.kind == nil)
        #expect(cell.avoidance?.keepsTheFeature == true)
        #expect(
            cell.avoidanceText
                == "greeting: no fix: the variant that avoids it (keep it as state) breaks the feature: "
                + "it fails its spec's \"every validation answers\"; palette: avoidable, keep the color, +1 statement")
    }
}
