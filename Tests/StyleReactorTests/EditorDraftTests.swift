import Domain
import FeatureTesting
import Features
import Foundation
import ReactiveCore
import ReactiveTesting
import Services
import Testing

@testable import StyleReactor

/// The editor's draft through the screen and a view, as the feature spec plays it: the draft is
/// state, so a view is shown it when it changes, not once per edit.
@MainActor
@Suite(.tracksResources)
struct EditorDraftTests {
    /// The entry, saved with 3 stars and "ok", loads at 50 ms; the user picks 4 stars at 100 and
    /// again at 200: the second pick changes nothing, so nothing more is shown.
    @Test func pickingTheSameRatingTwiceShowsTheDraftOnce() {
        let scheduler = TestScheduler.milliseconds()
        let day = Track.sample(1, "Beautiful Day")
        let environment = FeatureEnvironment(
            catalog: .unimplemented, library: savedEntryLibrary(scheduler: scheduler), scheduler: scheduler)
        let view = RecordingEditorView { scheduler.clock }
        let binding = OnScreen(ReactorStyle.makeEditor(track: day, environment: environment), on: view)
        scheduler.scheduleAt(100) { view.ratings.accept(4) }
        scheduler.scheduleAt(200) { view.ratings.accept(4) }
        scheduler.start()
        #expect(
            view.shownDrafts.events == [
                .next(50, EntryDraft(rating: 3, note: "ok")), .next(100, EntryDraft(rating: 4, note: "ok")),
            ])
        #expect(view.shownSaveEnabled.events == [.next(0, false), .next(100, true)])
        binding.leave()
    }
}

/// A library whose one entry, 3 stars and "ok", loads after 50 ms; it saves nothing.
private func savedEntryLibrary(scheduler: SchedulerType) -> LibraryService {
    var library = LibraryService.unimplemented
    library.entry = { trackID in
        let entry = LibraryEntry(
            trackID: trackID, isFavorite: false, rating: (try? Rating(3)) ?? .unrated, note: "ok",
            updatedAt: Date(timeIntervalSince1970: 0))
        return Single.just(entry).delay(.milliseconds(50), scheduler: scheduler)
    }
    return library
}
