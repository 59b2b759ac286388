import Features
import Lab
import Storage

extension PitfallMatrix {
    /// What `variant`, a fix for `situation`, does to the other rows: it is played in every other
    /// situation played on its feature on virtual time, beside the style's main code (`makers`),
    /// and each row where the variant shows a pitfall the main code does not is named, with what
    /// the variant did there ("row 5: shown again"). Empty when the fix breaks no other row.
    @MainActor
    static func otherRows(
        of variant: StyleVariant, fixing situation: Situation, lab: (any StyleLab.Type)?, main makers: ScreenMakers,
        template: AppDatabase
    ) async throws -> [String] {
        let subject = variant.screen.feature.rawValue
        var broken: [String] = []
        for other in Situation.allCases
        where other != situation && !other.needsTheMainThread && !other.readsTheStylesTests {
            let probes = other.probes.filter { $0.subject == subject }
            guard !probes.isEmpty else { continue }
            let fixed = try await play(probes, ScreenMakers(variant, of: lab), template: template)
            guard fixed.contains(where: \.verdict.isPitfall) else { continue }
            let main = try await play(probes, makers, template: template)
            for outcome in fixed where outcome.verdict.isPitfall {
                let mainOutcome = main.first { $0.subject == outcome.subject }
                guard mainOutcome?.verdict.isPitfall == false else { continue }
                broken.append("row \(other.number): \(outcome.verdict.summary)")
            }
        }
        return broken
    }
}
