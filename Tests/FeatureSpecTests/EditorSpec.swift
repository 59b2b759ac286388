import Domain
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Services
import Styles
import Testing

/// An editor view whose edits and requests are scripted and whose outputs are recorded.
final class ScriptedEditorView: EditorView {
    let ratingEdits: Observable<Int>
    let noteEdits: Observable<String>
    let saveRequests: Observable<Void>
    let cancelRequests: Observable<Void>
    let titles: TestableObserver<String>
    let drafts: TestableObserver<EntryDraft>
    let saveEnabled: TestableObserver<Bool>
    let problems: TestableObserver<String?>
    let results: TestableObserver<String>
    let closes: TestableObserver<String>

    init(
        scheduler: TestScheduler, ratings: [Recorded<Event<Int>>], notes: [Recorded<Event<String>>],
        saves: [TestTime], cancels: [TestTime]
    ) {
        ratingEdits = scheduler.createHotObservable(ratings).asObservable()
        noteEdits = scheduler.createHotObservable(notes).asObservable()
        saveRequests = intents(scheduler, at: saves)
        cancelRequests = intents(scheduler, at: cancels)
        titles = scheduler.createObserver(String.self)
        drafts = scheduler.createObserver(EntryDraft.self)
        saveEnabled = scheduler.createObserver(Bool.self)
        problems = scheduler.createObserver(String?.self)
        results = scheduler.createObserver(String.self)
        closes = scheduler.createObserver(String.self)
    }

    var title: Binder<String> { recorder(titles) }
    var draft: Binder<EntryDraft> { recorder(drafts) }
    var isSaveEnabled: Binder<Bool> { recorder(saveEnabled) }
    var validationMessage: Binder<String?> { recorder(problems) }
    var saveResult: Binder<String> { recorder(results) }
    var close: Binder<Void> {
        Binder(closes, scheduler: CurrentThreadScheduler.instance) { observer, _ in observer.onNext("close") }
    }
}

/// Runs an editor scenario on "Beautiful Day", saved with 3 stars and the note "ok"; every
/// service call takes 50 ms (loading the entry is call 1).
func editorScenario(
    _ style: Style, ratings: [Recorded<Event<Int>>] = [], notes: [Recorded<Event<String>>] = [],
    saves: [TestTime] = [], cancels: [TestTime] = [], failingCalls: Set<Int> = [],
    check: (ScriptedEditorView, ServiceScript) -> Void
) {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    mockSharing(scheduler) {
        let script = ServiceScript(scheduler: scheduler, latencies: [.milliseconds(50)], failingCalls: failingCalls)
        let library = LibraryServiceDouble(
            tracks: searchTracks,
            entries: [
                LibraryEntry(trackID: 1, rating: try! Rating(3), note: "ok", updatedAt: Date(timeIntervalSince1970: 0))
            ],
            script: script, clock: { scheduler.now })
        let environment = FeatureEnvironment(
            catalog: CatalogServiceDouble(tracks: searchTracks, script: script), library: library, scheduler: scheduler)
        let view = ScriptedEditorView(
            scheduler: scheduler, ratings: ratings, notes: notes, saves: saves, cancels: cancels)
        let binding = style.binding.bindEditor(to: view, track: searchTracks[0], environment: environment)
        scheduler.advanceTo(2_000)
        check(view, script)
        binding.dispose()
    }
}

@Suite(.tracksResources)
struct EditorSpec {
    let saved = EntryDraft(rating: 3, note: "ok")

    @Test(arguments: Style.allCases)
    func showsTheTrackThenTheSavedEntry(style: Style) {
        editorScenario(style) { view, script in
            #expect(view.titles.events == [.next(0, "Beautiful Day — U2")])
            #expect(view.drafts.events == [.next(50, saved)])
            #expect(view.saveEnabled.events == [.next(0, false)])
            #expect(view.problems.events == [.next(0, nil)])
            #expect(view.results.events.isEmpty && view.closes.events.isEmpty)
            #expect(script.calls == ["entry(1)"])
        }
    }

    @Test(arguments: Style.allCases)
    func saveIsEnabledOnlyWhenSomethingChangedAndTheInputIsValid(style: Style) {
        editorScenario(
            style, ratings: [.next(100, 4), .next(200, 3), .next(300, 9), .next(500, 5)], notes: [.next(400, "great")]
        ) { view, _ in
            #expect(
                view.drafts.events == [
                    .next(50, saved), .next(100, EntryDraft(rating: 4, note: "ok")), .next(200, saved),
                    .next(300, EntryDraft(rating: 9, note: "ok")), .next(400, EntryDraft(rating: 9, note: "great")),
                    .next(500, EntryDraft(rating: 5, note: "great")),
                ])
            #expect(
                view.saveEnabled.events == [.next(0, false), .next(100, true), .next(200, false), .next(500, true)])
            #expect(
                view.problems.events == [
                    .next(0, nil), .next(300, "A rating is 0 to 5 stars, not 9."), .next(500, nil),
                ])
        }
    }

    @Test(arguments: Style.allCases)
    func editsBeforeTheEntryHasLoadedAreIgnored(style: Style) {
        editorScenario(style, ratings: [.next(20, 5)]) { view, _ in
            #expect(view.drafts.events == [.next(50, saved)])
            #expect(view.saveEnabled.events == [.next(0, false)])
        }
    }

    @Test(arguments: Style.allCases)
    func savingReportsSuccessOnceAndCloses(style: Style) {
        editorScenario(style, ratings: [.next(100, 4)], notes: [.next(150, "  great  ")], saves: [200, 220]) {
            view, script in
            #expect(view.results.events == [.next(250, "Saved.")])
            #expect(view.closes.events == [.next(250, "close")])
            // The note is saved trimmed; the second request came while the first was in flight.
            #expect(script.calls == ["entry(1)", "save(1, 4, great)"])
        }
    }

    @Test(arguments: Style.allCases)
    func aFailedSaveReportsTheErrorAndTheEditorStaysOpen(style: Style) {
        editorScenario(style, ratings: [.next(100, 4)], saves: [200, 300], failingCalls: [2]) { view, script in
            #expect(
                view.results.events == [
                    .next(250, "Could not save: The service failed (call 2: save(1, 4, ok))."), .next(350, "Saved."),
                ])
            #expect(view.closes.events == [.next(350, "close")])
            #expect(script.calls == ["entry(1)", "save(1, 4, ok)", "save(1, 4, ok)"])
        }
    }

    @Test(arguments: Style.allCases)
    func savingAnUnchangedOrInvalidDraftDoesNothingAndCancelCloses(style: Style) {
        editorScenario(style, ratings: [.next(150, 7)], saves: [100, 200], cancels: [300]) { view, script in
            #expect(view.results.events.isEmpty)
            #expect(view.closes.events == [.next(300, "close")])
            #expect(script.calls == ["entry(1)"])
        }
    }
}
