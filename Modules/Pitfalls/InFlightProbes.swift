import Domain
import Features
import Foundation
import ReactiveCore
import Scenarios
import Storage
import Transcripts

/// Situations 17 and 18: work the user started (a save, a toggle, a search) is still in flight
/// when the view is rebuilt over the same view model (17), or disappears and comes back (18). Does
/// the work reach the database, and what does the view shown afterwards show of it? Situation 18
/// also plays screen-long work: does the library follow the favorites while it is hidden?
@MainActor
enum InFlightProbes {
    /// What happens to the view while the work is in flight.
    enum Moment: Sendable {
        /// A new view controller over the same view model shows a new view (init-only's makes a
        /// new view model).
        case rebuild
        /// The view disappears, as in a tab switch, and appears again 130 ms later.
        case disappearAndAppear

        /// Plays the moment on `screen` at `time` ms; a rebuild shows `next`.
        @MainActor fileprivate func play<View>(
            on screen: OnScreen<View>, at time: Int, next: View, clock: ScenarioClock
        ) {
            switch self {
            case .rebuild:
                clock.at(time) { screen.rebuild(on: next) }
            case .disappearAndAppear:
                clock.at(time) { screen.disappear() }
                clock.at(time + 130) { screen.appear() }
            }
        }

        /// What the matrix calls the view shown afterwards.
        fileprivate var viewAfter: String {
            switch self {
            case .rebuild: "the rebuilt view"
            case .disappearAndAppear: "the view, back on screen,"
            }
        }
    }

    /// Situations 17 and 18's probes: the editor's save, the library's toggle and the search,
    /// each in flight at `moment`.
    nonisolated static func probes(_ moment: Moment) -> [SituationProbe] {
        let what =
            switch moment {
            case .rebuild: "a new view controller over the same view model shows a new view (a rebuild)"
            case .disappearAndAppear: "the view disappears (a tab switch) and appears again 130 ms later"
            }
        return [
            SituationProbe(
                "editor",
                "the user rates the track 3 and saves; before the answer, \(what). Does the save reach the database, and is the view shown \"Saved.\"?"
            ) { makers, template in
                guard let make = makers.editor else { return nil }
                return try await editor(moment, template: template, make)
            },
            SituationProbe(
                "library",
                "the user unfavorites the first row; before the answer, \(what). Does the toggle reach the database, and does the view list it?"
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await library(moment, template: template, make)
            },
            SituationProbe(
                "search",
                "the user types bea; while its search is in flight, \(what). Is the view shown its results, from one search?"
            ) { makers, template in
                guard let make = makers.search else { return nil }
                return try await search(moment, template: template, make)
            },
        ] + (moment == .disappearAndAppear ? [following] : [])
    }

    /// Situation 18's probe of screen-long work: the favorites the library follows.
    private nonisolated static let following = SituationProbe(
        "library, while hidden",
        "the library disappears at 100 ms; at 150 another screen adds a favorite; the library appears again at 300. Does its view model keep following the favorites while the view is hidden?"
    ) { makers, template in
        guard let make = makers.library else { return nil }
        return try await followingWhileHidden(template: template, make)
    }

    /// The editor: the saved entry loads (50 ms), the user rates 3 at 100 and saves at 150
    /// (answered at 200); the moment comes at 170.
    static func editor(
        _ moment: Moment, template: AppDatabase,
        _ make: @MainActor (Track, FeatureEnvironment) -> Presentation<any EditorView>
    ) async throws -> Verdict {
        let file = DatabaseFile()
        defer { file.remove() }
        let fixture = try RunFixture.probe(template: template, file: file.path)
        let track = try fixture.database.track(id: 1)
        let first = RecordingTap(ScriptedEditorView(), recorder: fixture.makeRecorder())
        let next = RecordingTap(ScriptedEditorView(), recorder: fixture.recorder)
        var screen: OnScreen<any EditorView>?
        var firstModel: ObjectIdentifier?
        await fixture.play {
            let shown = OnScreen(make(track, fixture.environment), on: first)
            screen = shown
            firstModel = shown.viewModel.map(ObjectIdentifier.init)
            fixture.clock.at(100) { first.user.rate(3) }
            fixture.clock.at(150) { first.user.save() }
            moment.play(on: shown, at: 170, next: next, clock: fixture.clock)
        }
        let madeAnew = screen?.viewModel.map(ObjectIdentifier.init) != firstModel
        screen?.leave()
        let after = moment == .rebuild ? next.recorder : first.recorder
        let landed = try file.readBack().entry(trackID: 1)?.rating.stars == 3
        let messages = after.values(of: EditorOutput.saveResult)
        let shown = messages.isEmpty ? "is shown no outcome" : "is shown \(messages.joined(separator: ", "))"
        return verdict(
            landed: landed, seen: messages == [Rendering.quoted("Saved.")], what: "the save",
            shown: "\(moment.viewAfter) \(shown)", calls: fixture.calls, madeAnew: madeAnew)
    }

    /// The library: the user unfavorites the first row at 100 ms (answered at 150); the moment
    /// comes at 120.
    static func library(
        _ moment: Moment, template: AppDatabase,
        _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>
    ) async throws -> Verdict {
        let file = DatabaseFile()
        defer { file.remove() }
        let fixture = try RunFixture.probe(template: template, favorites: LibraryProbes.favorites, file: file.path)
        let first = RecordingTap(ScriptedLibraryView(), recorder: fixture.makeRecorder())
        let next = RecordingTap(ScriptedLibraryView(), recorder: fixture.recorder)
        var screen: OnScreen<any LibraryView>?
        var firstModel: ObjectIdentifier?
        await fixture.play {
            let shown = OnScreen(make(fixture.environment), on: first)
            screen = shown
            firstModel = shown.viewModel.map(ObjectIdentifier.init)
            fixture.clock.at(100) { first.user.toggleFavorite(0) }
            moment.play(on: shown, at: 120, next: next, clock: fixture.clock)
        }
        let madeAnew = screen?.viewModel.map(ObjectIdentifier.init) != firstModel
        screen?.leave()
        let after = moment == .rebuild ? next.recorder : first.recorder
        let favorites = try file.readBack().favorites()
        let landed = favorites.count != LibraryProbes.favorites.count
        let listed = after.values(of: LibraryOutput.items).last ?? "nothing"
        return verdict(
            landed: landed, seen: listed == Rendering.list(favorites.map { Format.titleAndArtist($0.track) }),
            what: "the toggle", shown: "\(moment.viewAfter) lists \(listed)", calls: fixture.calls,
            madeAnew: madeAnew)
    }

    /// The search: the user types "bea" at 100 ms, searched once it settles at 400 (answered at
    /// 450); the moment comes at 420. A rebuilt view's query field starts empty, as a view built
    /// anew does.
    static func search(
        _ moment: Moment, template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any SearchView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template)
        let first = RecordingTap(ScriptedSearchView(), recorder: fixture.makeRecorder())
        let next = RecordingTap(ScriptedSearchView(), recorder: fixture.recorder)
        var screen: OnScreen<any SearchView>?
        var firstModel: ObjectIdentifier?
        await fixture.play {
            let shown = OnScreen(make(fixture.environment), on: first)
            screen = shown
            firstModel = shown.viewModel.map(ObjectIdentifier.init)
            fixture.clock.at(100) { first.user.type("bea") }
            moment.play(on: shown, at: 420, next: next, clock: fixture.clock)
        }
        let madeAnew = screen?.viewModel.map(ObjectIdentifier.init) != firstModel
        screen?.leave()
        let after = moment == .rebuild ? next.recorder : first.recorder
        let results = after.values(of: SearchOutput.results).filter { $0 != Rendering.list([]) }
        let searches = fixture.calls.filter { $0.hasPrefix("search(") }
        let cleared = !results.isEmpty && after.values(of: SearchOutput.results).last == Rendering.list([])
        let shown =
            results.first.map {
                "is shown the results \($0)" + (cleared ? ", then [] once its empty field settled" : "")
            }
            ?? "is shown no results"
        return verdict(
            landed: !results.isEmpty, seen: searches.count == 1, what: "the search",
            shown: "\(moment.viewAfter) \(shown)", calls: fixture.calls, madeAnew: madeAnew, searched: true)
    }

    /// The library while its view is hidden (see ``following``): when the hidden view is told of
    /// the favorite added at 150 ms, at once or as it appears again at 300.
    static func followingWhileHidden(
        template: AppDatabase, _ make: @MainActor (FeatureEnvironment) -> Presentation<any LibraryView>
    ) async throws -> Verdict {
        let fixture = try RunFixture.probe(template: template, favorites: LibraryProbes.favorites)
        let view = RecordingTap(ScriptedLibraryView(), recorder: fixture.makeRecorder())
        var screen: OnScreen<any LibraryView>?
        var added: Error?
        await fixture.play {
            let shown = OnScreen(make(fixture.environment), on: view)
            screen = shown
            fixture.clock.at(100) { shown.disappear() }
            fixture.clock.at(150) {
                do {
                    _ = try fixture.database.setFavorite(trackID: 3, true, at: Date(timeIntervalSince1970: 150))
                } catch {
                    added = error
                }
            }
            fixture.clock.at(300) { shown.appear() }
        }
        screen?.leave()
        if let added { throw added }
        let lists = view.recorder.transcript.entries.filter { $0.output == LibraryOutput.items.rawValue }
        let toldAt = lists.first { $0.time >= 100 }?.time
        let evidence = "the library's lists: \(lists.map { "@\($0.time)ms \($0.value)" }.joined(separator: ", "))"
        return switch toldAt {
        case 150: Verdict("follows while hidden", evidence: "\(evidence); told of the change at once, while hidden")
        case 300: Verdict("catches up as it appears", evidence: "\(evidence); told of the change as it appeared")
        default:
            Verdict(
                "misses the change", pitfall: true,
                evidence: "\(evidence); told of the change \(toldAt.map { "@\($0)ms" } ?? "never")")
        }
    }

    /// The verdict on work that `landed` (reached the database file, or for a search, answered to the
    /// view afterwards) and was `seen` as it should be; work lost because the view controller made
    /// a view model anew (`madeAnew`) is row 5's mechanism, scored there and named here.
    private static func verdict(
        landed: Bool, seen: Bool, what: String, shown: String, calls: [String], madeAnew: Bool,
        searched: Bool = false
    ) -> Verdict {
        let verdict = verdict(landed: landed, seen: seen, what: what, shown: shown, calls: calls, searched: searched)
        guard verdict.isPitfall, madeAnew else { return verdict }
        // The loss follows from row 5's cause, scored there: one mechanism, one row.
        return Verdict(
            "\(verdict.summary) (a new view model: inherent, scored in row 5)",
            evidence: verdict.evidence + "; the new view controller made a new view model, the cause row 5 scores: "
                + Verdict.newViewModelPerBinding)
    }

    private static func verdict(
        landed: Bool, seen: Bool, what: String, shown: String, calls: [String], searched: Bool
    ) -> Verdict {
        let called = "calls: \(calls.isEmpty ? "none" : calls.joined(separator: ", "))"
        if searched {
            return !landed
                ? Verdict("abandons the work", pitfall: true, evidence: "\(shown): \(what) was dropped (\(called))")
                : seen
                    ? Verdict("keeps the work", evidence: "\(shown), from one search (\(called))")
                    : Verdict(
                        "keeps the work, searching again", pitfall: true,
                        evidence: "\(shown), after \(what) was made again (\(called))")
        }
        return !landed
            ? Verdict(
                "abandons the work", pitfall: true,
                evidence: "\(what) never reached the database file: disposing cancelled the call while the probe's "
                    + "service was still waiting out its 50 ms latency; \(shown) (\(called))")
            : seen
                ? Verdict("keeps the work", evidence: "\(what) reached the database file; \(shown) (\(called))")
                : Verdict(
                    "the work lands unseen", pitfall: true,
                    evidence: "\(what) reached the database file, but \(shown) (\(called))")
    }
}
