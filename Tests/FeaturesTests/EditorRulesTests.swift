import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

/// The editor's rules, tested once for every style that calls them (the six Rx
/// styles; the async style awaits the services itself).
@Suite(.tracksResources)
struct EditorRulesTests {
    let scheduler = TestScheduler.milliseconds()
    let day = Track.sample(1, "Beautiful Day")

    @Test func anEntryThatDoesNotLoadIsAnEmptyDraft() {
        var library = LibraryService.unimplemented
        library.entry = { _ in .error(Failure()) }
        let drafts = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            EditorRules.original(for: day, in: library)
        }
        #expect(drafts.events == [.next(100, EntryDraft(rating: 0, note: "")), .completed(100)])
    }

    @Test func editsBeforeTheEntryHasLoadedAreIgnored() {
        let calls = CallLog()
        let library = LibraryService.nothingSaved(after: .milliseconds(50), on: scheduler, log: calls)
        let edits = scheduler.createHotObservable([
            .next(120, EditorRules.Edit.rating(5)), .next(200, .rating(4)), .next(300, .note("solid")),
        ])
        let drafts = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            EditorRules.drafts(original: EditorRules.original(for: day, in: library), edits: edits)
        }
        #expect(
            drafts.events == [
                .next(150, EntryDraft(rating: 0, note: "")), .next(200, EntryDraft(rating: 4, note: "")),
                .next(300, EntryDraft(rating: 4, note: "solid")),
            ])
        #expect(calls.calls == ["entry(1)"])
    }

    @Test func aSaveThatFailsSaysSoAndDoesNotClose() throws {
        var library = LibraryService.unimplemented
        library.save = { _, _, _ in .error(Failure()) }
        let valid = (rating: try Rating(4), note: "solid")
        let outcomes = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            EditorRules.save(valid, of: day, in: library)
        }
        #expect(outcomes.events == [.next(100, .failed("Could not save: no")), .completed(100)])
        #expect(EditorRules.message(.failed("Could not save: no")) == "Could not save: no")
        #expect(!EditorRules.closes(.failed("Could not save: no")))
        #expect(EditorRules.closes(.saved))
    }

    @Test func onlyAChangedValidDraftIsSaveable() throws {
        let original = EntryDraft(rating: 3, note: "ok")
        #expect(EditorRules.saveable(original: original, draft: original) == nil)
        let saveable = EditorRules.saveable(original: original, draft: EntryDraft(rating: 4, note: " ok "))
        #expect(saveable?.rating == (try Rating(4)))
        #expect(saveable?.note == "ok")
    }
}
