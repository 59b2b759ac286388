import AllStyles
import Composition
import Features
import Lab
import Labs
import ReactiveCore
import Scenarios
import Storage

/// What every style does in every situation of ``Situation``, on every feature the situation is
/// played on: the pitfall matrix, measured by playing each situation through the real styles.
package struct PitfallMatrix: Sendable {
    /// One situation's cells, one per style.
    package struct Row: Sendable {
        package var situation: Situation
        package var cells: [Style: MatrixCell]
    }

    /// The styles measured, in the order the matrix shows them.
    package var styles: [Style]
    /// The rows, in `Situation.allCases` order.
    package var rows: [Row]

    /// Plays `situations` through `styles`, over copies of `template` (the catalog), each style
    /// with its lab among `labs` (by default the lab's registry, `Style.labs`), with the guards
    /// and harness pieces in `swapped` swapped for their alternatives (none by default).
    ///
    /// Runs on the main actor: situations 8 and 14 use the real main scheduler, which delivers to the
    /// main thread while the probe awaits.
    @MainActor
    package static func measure(
        template: AppDatabase, situations: [Situation] = Situation.allCases, styles: [Style] = Style.allCases,
        labs: [any StyleLab.Type] = Style.labs, swapped: Set<VerdictSource> = []
    ) async throws -> PitfallMatrix {
        var rows: [Row] = []
        for situation in situations {
            var cells: [Style: MatrixCell] = [:]
            for style in styles {
                let lab = labs.first { $0.style == style }
                cells[style] = try await cell(situation, style, lab: lab, template: template, swapped: swapped)
            }
            rows.append(Row(situation: situation, cells: cells))
        }
        return PitfallMatrix(styles: styles, rows: rows)
    }

    /// What `style` does in `situation`, and, for a pitfall, how the style avoids it, with the
    /// style's `lab` (by default its lab in the registry, `Style.lab`), with `swapped` swapped.
    @MainActor
    package static func cell(
        _ situation: Situation, _ style: Style, lab: (any StyleLab.Type)? = nil, template: AppDatabase,
        swapped: Set<VerdictSource> = []
    ) async throws -> MatrixCell {
        let lab = lab ?? style.lab
        // One probe at a time, with every task's jobs on the main actor, as a scenario run.
        return try await MainActorDrive.exclusively {
            var outcomes = try await play(
                situation, ScreenMakers(style, lab: lab, swapped: swapped), template: template)
            try await observeGuards(situation, lab: lab, &outcomes, template: template, swapped: swapped)
            var cell = MatrixCell(outcomes: outcomes, avoidance: nil)
            if cell.isPitfall {
                cell.avoidance = try await avoidance(
                    situation, style, lab: lab, cell, template: template, files: &cell.fixFiles)
            }
            return cell
        }
    }

    /// Marks each outcome that a guard of the style's main code decides (``ProjectGuard``): the
    /// situation played again on the feature in the article's form ended otherwise. The outcome's
    /// source becomes the guard, and its evidence says what the article's form did; a priced
    /// guard's outcome carries its price.
    @MainActor
    static func observeGuards(
        _ situation: Situation, lab: (any StyleLab.Type)?, _ outcomes: inout [(subject: String, verdict: Verdict)],
        template: AppDatabase, swapped: Set<VerdictSource>
    ) async throws {
        for guarded in lab?.guardedFeatures ?? [] where !swapped.contains(.project(guarded.projectGuard)) {
            let replayed = try await play(
                situation, ScreenMakers(guarded.articleForm, of: lab, swapped: swapped), template: template)
            for (subject, verdict) in replayed {
                guard let index = outcomes.firstIndex(where: { $0.subject == subject }),
                    outcomes[index].verdict.summary != verdict.summary
                else { continue }
                outcomes[index].verdict.source = .project(guarded.projectGuard)
                outcomes[index].verdict.asTheArticleWrites = Outcome(
                    summary: verdict.summary, isPitfall: verdict.isPitfall)
                if guarded.projectGuard.isPriced {
                    outcomes[index].verdict.guardPrice = SourceCounts.price(of: guarded)
                }
                outcomes[index].verdict.evidence +=
                    "; in the article's form (\(guarded.articleForm.fix)): \(verdict.summary) (\(verdict.evidence))"
            }
        }
    }

    /// Plays `situation` on every feature `makers` can make: each of its probes, in order.
    @MainActor
    static func play(
        _ situation: Situation, _ makers: ScreenMakers, template: AppDatabase
    ) async throws -> [(subject: String, verdict: Verdict)] {
        try await play(situation.probes, makers, template: template)
    }

    /// Plays `probes` on the screens `makers` can make; a probe on a screen they cannot make plays
    /// nothing.
    @MainActor
    static func play(
        _ probes: [SituationProbe], _ makers: ScreenMakers, template: AppDatabase
    ) async throws -> [(subject: String, verdict: Verdict)] {
        var outcomes: [(subject: String, verdict: Verdict)] = []
        for probe in probes {
            if let verdict = try await probe.run(makers, template) { outcomes.append((probe.subject, verdict)) }
        }
        return outcomes
    }

    /// How `style` avoids the pitfall `cell` shows in `situation`: the situation's fix in the
    /// view, when it avoids it, or the first of the style's variants claiming the row that no
    /// longer shows it when played again;
    /// each fix's files (its patch) go into `files`, by feature.
    @MainActor
    static func avoidance(
        _ situation: Situation, _ style: Style, lab: (any StyleLab.Type)?, _ cell: MatrixCell, template: AppDatabase,
        files: inout [String: FixFiles]
    ) async throws -> Avoidance? {
        if let fix = situation.viewFix, fix.patch.rows.contains(situation.number),
            try await fix.avoids(ScreenMakers(style, lab: lab), cell, template)
        {
            for subject in cell.pitfallSubjects { files[subject] = fix.files }
            let price = SourceCounts.price(ofPatchAt: fix.patch.path)
            return .avoidable(fix: fix.patch.description, extraStatements: price)
        }
        // Each feature that shows the pitfall needs a variant of that feature that does not, and
        // keeps the feature (passes its spec: ``StyleVariant/breaks``).
        var fixes: [String: Avoidance] = [:]
        var breaking: [String: Avoidance] = [:]
        for subject in cell.outcomes.filter(\.verdict.isPitfall).map(\.subject) {
            // Attempts (``StyleVariant/isAnAttempt``) played before the fix that still showed the
            // pitfall: the fix's text names them, an idiom that does not do what it is taken to do.
            var tried: [StyleVariant] = []
            // Only the fixes that claim this row: a row takes the fix its evidence names.
            for variant in lab?.variants ?? []
            where variant.screen.feature.rawValue == subject && variant.rows.contains(situation.number) {
                let replayed = try await play(situation, ScreenMakers(variant, of: lab), template: template)
                guard let outcome = replayed.first(where: { $0.subject == subject }), !outcome.verdict.isPitfall
                else {
                    tried.append(variant)
                    continue
                }
                if variant.breaks.isEmpty {
                    let notFixing = tried.filter(\.isAnAttempt).map(\.fix)
                    let fixText =
                        notFixing.isEmpty
                        ? variant.fix : "\(variant.fix) (\(notFixing.map { "not: \($0)" }.joined(separator: "; ")))"
                    let broken = try await otherRows(
                        of: variant, fixing: situation, lab: lab, main: ScreenMakers(style, lab: lab),
                        template: template)
                    let price = SourceCounts.price(of: variant)
                    files[subject] = FixFiles(
                        path: variant.source, replaces: variant.replaces, patch: variant.patch.diff)
                    fixes[subject] =
                        broken.isEmpty
                        ? .avoidable(fix: fixText, extraStatements: price)
                        : .trades(fix: fixText, extraStatements: price, breaking: broken)
                    break
                }
                breaking[subject] = breaking[subject] ?? .breaksTheFeature(fix: variant.fix, breaks: variant.breaks)
            }
        }
        // What no variant fixed, the probe may have seen come from the style's shape.
        for (subject, verdict) in cell.outcomes where verdict.isPitfall && fixes[subject] == nil {
            if let cause = verdict.inherentCause { fixes[subject] = .inherent(why: cause) }
        }
        // What only a variant that breaks the feature avoids has no fix, and says so.
        for (subject, avoidance) in breaking where fixes[subject] == nil { fixes[subject] = avoidance }
        let causes = Set(fixes.values.compactMap { if case .inherent(let why) = $0 { why } else { nil } })
        if causes.count == 1, fixes.values.allSatisfy({ if case .inherent = $0 { true } else { false } }),
            Set(cell.pitfallSubjects) == Set(fixes.keys)
        {
            return .inherent(why: causes.first!)
        }
        return fixes.isEmpty ? nil : .perFeature(fixes)
    }
}
