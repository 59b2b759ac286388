import Features
import Scenarios
import Storage
import Styles

/// What every style does in every situation of ``Situation``: the pitfall matrix, measured by
/// playing each situation through the real styles.
package struct PitfallMatrix: Sendable {
    /// One situation's verdicts, one per style, in ``Style/allCases`` order.
    package struct Row: Sendable {
        package var situation: Situation
        package var verdicts: [Style: Verdict]
    }

    /// The rows, in ``Situation/allCases`` order.
    package var rows: [Row]

    /// Plays `situations` through every style, over copies of `template` (the catalog).
    ///
    /// Runs on the main actor: situation 8 uses the real main scheduler, which delivers to the
    /// main thread while the probe awaits.
    @MainActor
    package static func measure(
        template: AppDatabase, situations: [Situation] = Situation.allCases
    ) async throws -> PitfallMatrix {
        var rows: [Row] = []
        for situation in situations {
            var verdicts: [Style: Verdict] = [:]
            for style in Style.allCases {
                verdicts[style] = try await verdict(situation, style, template: template)
            }
            rows.append(Row(situation: situation, verdicts: verdicts))
        }
        return PitfallMatrix(rows: rows)
    }

    /// What `style` does in `situation`.
    @MainActor
    package static func verdict(_ situation: Situation, _ style: Style, template: AppDatabase) async throws -> Verdict {
        let binding = style.binding
        switch situation {
        case .inputBeforeOutputs:
            return PaletteProbes.inputBeforeOutputs(binding.makePalette)
        case .lateAndReusedControls:
            return GreetingProbes.lateAndReusedControls(binding.makeLazyGreeting)
        case .outputNotBound:
            return try LibraryProbes.outputNotBound(template: template) {
                binding.makeListOnlyLibrary(environment: $1).bind(to: $0)
            }
        case .outputBoundTwice:
            return try LibraryProbes.outputBoundTwice(template: template) { binding.makeLibrary(environment: $0) }
        case .viewRebuilt:
            return PaletteProbes.viewRebuilt(binding.makePalette)
        case .ownerGoesAway:
            return try LibraryProbes.ownerGoesAway(template: template) { binding.makeLibrary(environment: $0) }
        case .reentrantFeedback:
            return PaletteProbes.reentrantFeedback(binding.makePalette)
        case .backgroundServices:
            return try await GenresProbes.backgroundServices(template: template) { binding.makeGenres(environment: $0) }
        case .inputCompletes:
            return try GenresProbes.inputCompletes(template: template) { binding.makeGenres(environment: $0) }
        case .testSetUp:
            return OneRuleTestCost.of(style)?.verdict
                ?? Verdict("not counted", evidence: "no one-rule test of this style is counted yet")
        }
    }
}
