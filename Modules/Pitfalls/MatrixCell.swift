import Features

/// What one style does in one situation, on every feature the situation is played on: one cell
/// of the pitfall matrix.
package struct MatrixCell: Sendable {
    /// What each feature did (named as ``Situation/plays`` names it), in the order played.
    package var outcomes: [(subject: String, verdict: Verdict)]
    /// For a pitfall, how the style avoids it, as a variant played in the same situation showed;
    /// `nil` when there is no pitfall, or no tested fix yet.
    package var avoidance: Avoidance?
    /// For each feature a fix avoids the pitfall on, the fix's patch and the files it changes (the
    /// style's, for a variant; the probe's view, for a fix in the view), relative to the
    /// repository: what the fix changes (`bindery pitfalls --format json` prints them as each
    /// fix's `files`, so that a reader can see the fix as a diff).
    package var fixFiles: [String: FixFiles] = [:]

    /// Whether a feature showed the pitfall.
    package var isPitfall: Bool { outcomes.contains { $0.verdict.isPitfall } }

    /// Where the cell's text comes from: the sources of the outcomes it rests on (those that
    /// show the pitfall, when one does), harness first, then project guards, then the style.
    package var sources: [VerdictSource] {
        let resting = isPitfall ? outcomes.filter(\.verdict.isPitfall) : outcomes
        return Set(resting.map(\.verdict.source)).sorted(by: >)
    }

    /// The cell's source: the most specific of ``sources`` (a harness piece before a project
    /// guard before the style); the style when nothing else decided it.
    package var source: VerdictSource { sources.first ?? .style }

    /// The cell's text: the one outcome when every feature agrees ("keeps the input"), else each
    /// outcome with the features that showed it ("palette: loses the input · greeting, library:
    /// keeps the input"); pitfalls first. A summary of one feature names it when the situation
    /// plays several.
    package var summary: String {
        let groups = groups
        guard groups.count > 1 else { return groups.first?.verdict.summary ?? "not played" }
        return groups.map { group in
            group.subjects.joined(separator: ", ") + ": " + group.verdict.summary
        }
        .joined(separator: " · ")
    }

    /// The cell as the style's own code decides it, for the decision table: each outcome a
    /// project guard decides is replaced by what the feature did in the article's form, and each
    /// a harness piece decides is left out (named instead); ⚠ marks a pitfall.
    package var styleSummary: String {
        var groups: [(outcome: Outcome, subjects: [String])] = []
        var harness: [String] = []
        for (subject, verdict) in outcomes {
            guard let outcome = Self.styleOutcome(of: verdict) else {
                if case .harness(let piece) = verdict.source {
                    harness.append("\(subject): not the style's (\(piece.name))")
                }
                continue
            }
            if let index = groups.firstIndex(where: { $0.outcome == outcome }) {
                groups[index].subjects.append(subject)
            } else {
                groups.append((outcome, [subject]))
            }
        }
        let ordered = groups.filter(\.outcome.isPitfall) + groups.filter { !$0.outcome.isPitfall }
        let shown =
            ordered.count == 1 && harness.isEmpty
            ? [ordered[0].outcome.text]
            : ordered.map { "\($0.subjects.joined(separator: ", ")): \($0.outcome.text)" }
        return (shown + harness).joined(separator: " · ")
    }

    /// Whether the style's own code shows the pitfall (``styleSummary``'s ⚠): an outcome of the
    /// style's that shows it, or one a guard decides whose article's form shows it.
    package var stylePitfall: Bool {
        outcomes.contains { Self.styleOutcome(of: $0.verdict)?.isPitfall == true }
    }

    /// What the style's own code did: the verdict's outcome, or, where a project guard decides
    /// it, the article's form's; `nil` where a harness piece decides it.
    private static func styleOutcome(of verdict: Verdict) -> Outcome? {
        switch verdict.source {
        case .style: Outcome(summary: verdict.summary, isPitfall: verdict.isPitfall)
        case .project: verdict.asTheArticleWrites ?? Outcome(summary: verdict.summary, isPitfall: verdict.isPitfall)
        case .harness: nil
        }
    }

    /// The features, grouped by what they did: pitfalls first, then in the order played.
    package var groups: [(verdict: Verdict, subjects: [String])] {
        var groups: [(verdict: Verdict, subjects: [String])] = []
        for (subject, verdict) in outcomes {
            if let index = groups.firstIndex(where: {
                $0.verdict.summary == verdict.summary && $0.verdict.isPitfall == verdict.isPitfall
            }) {
                groups[index].subjects.append(subject)
            } else {
                groups.append((verdict, [subject]))
            }
        }
        return groups.filter(\.verdict.isPitfall) + groups.filter { !$0.verdict.isPitfall }
    }
}

/// How a style avoids a pitfall it shows.
package enum Avoidance: Sendable, Equatable {
    /// Every feature that shows it avoids it the same way: `fix` says how, `extraStatements` what it
    /// costs in code (`nil` when the sources could not be read to count them).
    case avoidable(fix: String, extraStatements: Int?)
    /// A variant of some features avoids it, each its own way (``avoidable(fix:extraStatements:)``
    /// cases), by the feature it was played on; the others have no tested fix.
    case perFeature([String: Avoidance])
    /// It comes with the style: the probe observed a cause the style's shape imposes (`why`).
    case inherent(why: String)
    /// A variant avoids it (`fix`) but fails its feature's spec (`breaks`, the spec's checks it
    /// fails): not a fix, and not priced.
    case breaksTheFeature(fix: String, breaks: [String])
    /// A variant avoids it and keeps the feature, but shows a pitfall in another row the main code
    /// does not (`breaking`: "row 5: shown again"): one pitfall traded for another, priced, and
    /// not counted as avoided.
    case trades(fix: String, extraStatements: Int?, breaking: [String])

    /// Whether this avoids the pitfall and keeps the feature (or names the style's inherent
    /// cause), for at least one feature.
    var keepsTheFeature: Bool {
        switch self {
        case .avoidable, .inherent, .trades: true
        case .breaksTheFeature: false
        case .perFeature(let fixes): fixes.values.contains(where: \.keepsTheFeature)
        }
    }

    /// For the cell: `"avoidable"` once every feature that shows the pitfall has a fix,
    /// `"inherent"` once every one has a fix or an inherent cause and one has the cause,
    /// `"traded"` once every one has a fix and one of them brings a pitfall to another row.
    func kind(pitfalls: [String]) -> String? {
        switch self {
        case .avoidable: return "avoidable"
        case .inherent: return "inherent"
        case .trades: return "traded"
        case .breaksTheFeature: return nil
        case .perFeature(let fixes):
            guard Set(pitfalls).isSubset(of: fixes.filter(\.value.keepsTheFeature).keys) else { return nil }
            let inherent = fixes.values.contains { if case .inherent = $0 { true } else { false } }
            let trades = fixes.values.contains { if case .trades = $0 { true } else { false } }
            return inherent ? "inherent" : trades ? "traded" : "avoidable"
        }
    }

    /// The fixes, one per feature where they differ; features fixed the same way are named
    /// together.
    var fix: String {
        switch self {
        case .avoidable(let fix, _): return fix
        case .trades(let fix, _, let breaking): return "\(fix) (but \(breaking.joined(separator: ", ")))"
        case .inherent(let why): return "inherent: \(why)"
        case .breaksTheFeature(let fix, let breaks):
            let checks = breaks.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no fix: the variant that avoids it (\(fix)) breaks the feature: it fails its spec's \(checks)"
        case .perFeature(let fixes):
            var groups: [(subjects: [String], fix: String)] = []
            for (subject, avoidance) in fixes.sorted(by: { $0.key < $1.key }) {
                if let index = groups.firstIndex(where: { $0.fix == avoidance.fix }) {
                    groups[index].subjects.append(subject)
                } else {
                    groups.append(([subject], avoidance.fix))
                }
            }
            return groups.map { "\($0.subjects.joined(separator: ", ")): \($0.fix)" }.joined(separator: "; ")
        }
    }

    /// `", +N statements"` (`", +1 statement"`), or nothing when the statements were not counted.
    static func price(_ statements: Int?) -> String {
        statements.map { ", \($0 >= 0 ? "+" : "")\($0) statement\(abs($0) == 1 ? "" : "s")" } ?? ""
    }

    /// What the fixes bring to other rows ("row 5: shown again"), every feature's, in order.
    var otherRowPitfalls: [String] {
        switch self {
        case .trades(_, _, let breaking): breaking
        case .avoidable, .inherent, .breaksTheFeature: []
        case .perFeature(let fixes): fixes.sorted { $0.key < $1.key }.flatMap(\.value.otherRowPitfalls)
        }
    }

    /// What the fixes cost together, when every one was counted.
    var extraStatements: Int? {
        switch self {
        case .avoidable(_, let statements), .trades(_, let statements, _): statements
        case .inherent, .breaksTheFeature: nil
        case .perFeature(let fixes):
            fixes.values.reduce(Optional(0)) { total, fix in
                total.flatMap { total in fix.extraStatements.map { total + $0 } }
            }
        }
    }
}

/// The files of a fix, a style's variant or a fix in the view: its patch and the files the patch
/// changes (the style's main code, or a view the probes show), relative to the repository, and
/// the patch's diff.
package struct FixFiles: Sendable, Equatable {
    /// The fix's patch: `Modules/Lab/ReactorLab/Fixes/FreshPulseGreeting.patch`, or
    /// `Modules/Pitfalls/Fixes/EnqueuedFeedbackPalette.patch` for a fix in the view.
    package let path: String
    /// The files the patch changes, in the patch's order.
    package let replaces: [String]
    /// The patch's diff: what the fix changes, as a reader is shown it (the price counts it).
    package let patch: String
}

/// One feature's fix of a cell's pitfall, as the JSON lists it.
package struct FeatureFix: Sendable {
    /// The feature (or played subject) the fix is for.
    package let subject: String
    /// `avoidable` or `traded`.
    package let kind: String
    /// What the fix does.
    package let fix: String
    /// Its price in statements, when counted.
    package let extraStatements: Int?
    /// The rows where it brings a pitfall the main code does not show (`traded`).
    package let trades: [String]
    /// Its files: its patch, a variant's or the view's; `nil` only for an avoidance given without
    /// one (a test's).
    package let files: FixFiles?
}

extension MatrixCell {
    /// Each feature's fix of the pitfall that keeps the feature and is priced, avoidable or
    /// traded, in the order played: one per feature showing the pitfall that has one.
    package var featureFixes: [FeatureFix] {
        guard isPitfall, let avoidance else { return [] }
        return pitfallSubjects.compactMap { subject in
            let own: Avoidance?
            if case .perFeature(let fixes) = avoidance { own = fixes[subject] } else { own = avoidance }
            switch own {
            case .avoidable(let fix, let statements)?:
                return FeatureFix(
                    subject: subject, kind: "avoidable", fix: fix, extraStatements: statements, trades: [],
                    files: fixFiles[subject])
            case .trades(let fix, let statements, let breaking)?:
                return FeatureFix(
                    subject: subject, kind: "traded", fix: fix, extraStatements: statements, trades: breaking,
                    files: fixFiles[subject])
            default:
                return nil
            }
        }
    }

    /// For a cell a project guard keeps clear of the pitfall its article's form shows, the words
    /// every view of the matrix uses for it: "no ⚠ in this project's code; ⚠ in the article's
    /// form (…), avoided by …", with the guards' price (", +N statements") when every guard that
    /// decides an outcome is priced (`ProjectGuard.isPriced`); `nil` for any other cell.
    package var guardNote: String? {
        guard stylePitfall, !isPitfall else { return nil }
        let guards = sources.compactMap { if case .project(let name) = $0 { name.name } else { nil } }
        let article = styleSummary.replacingOccurrences(of: "⚠ ", with: "")
        return "no ⚠ in this project's code; ⚠ in the article's form (\(article)), avoided by "
            + guards.joined(separator: "; ") + Avoidance.price(guardPrice)
    }

    /// What the guards that decide the cell's outcomes cost together, once every one is priced
    /// and counted; `nil` otherwise.
    package var guardPrice: Int? {
        let guarded = outcomes.map(\.verdict).filter { if case .project = $0.source { true } else { false } }
        guard !guarded.isEmpty else { return nil }
        return guarded.reduce(Optional(0)) { total, verdict in
            total.flatMap { total in verdict.guardPrice.map { total + $0 } }
        }
    }

    /// The features that show the pitfall.
    package var pitfallSubjects: [String] { outcomes.filter(\.verdict.isPitfall).map(\.subject) }

    /// `"avoidable"` when every feature that shows the pitfall has a tested fix in the style;
    /// `nil` otherwise, or when there is no pitfall.
    package var kind: String? { isPitfall ? avoidance?.kind(pitfalls: pitfallSubjects) : nil }

    /// How to avoid the pitfall, as far as the style's tested variants show; why it cannot be
    /// avoided, where the probe saw an inherent cause.
    package var fix: String? { isPitfall ? avoidance?.fix : nil }

    /// What the fixes cost in statements, once every feature that shows the pitfall has one.
    package var extraStatements: Int? {
        kind == "avoidable" || kind == "traded" ? avoidance?.extraStatements : nil
    }

    /// As the matrix prints it: `avoidable: <fix>, +N statements`, `inherent: <why>`, or feature
    /// by feature what avoids it, what makes it inherent, what avoids it but breaks the feature,
    /// and what is still without a fix.
    package var avoidanceText: String {
        guard let avoidance else { return "no tested fix in the style yet" }
        let price = Avoidance.price(extraStatements)
        if kind == "avoidable" { return "avoidable: \(avoidance.fix)\(price)" }
        if kind == "traded", case .trades = avoidance { return "traded: \(avoidance.fix)\(price)" }
        if case .inherent(let why) = avoidance { return "inherent: \(why)" }
        guard case .perFeature(let fixes) = avoidance else { return avoidance.fix }
        return pitfallSubjects.map { subject in
            switch fixes[subject] {
            case .avoidable(let fix, let statements)?:
                "\(subject): avoidable, \(fix)" + Avoidance.price(statements)
            case .trades(_, let statements, _)?:
                "\(subject): traded, \(fixes[subject]!.fix)" + Avoidance.price(statements)
            case .inherent(let why)?: "\(subject): inherent, \(why)"
            case .breaksTheFeature?: "\(subject): \(fixes[subject]!.fix)"
            default: "\(subject): no tested fix yet"
            }
        }
        .joined(separator: "; ")
    }
}
