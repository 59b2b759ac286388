import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

@testable import ReactorLab
@testable import StyleReactor

/// The style's variants, each against the main code it stands in for.
@MainActor
@Suite(.tracksResources)
struct VariantTests {
    /// The view is bound and the user selects the row at 100; at 200 the view is rebuilt; the
    /// user selects again at 300. The main view controller opens the editor at 100, again at 200
    /// for the rebuilt view (the replayed pulse), and at 300; skipping the replayed pulse opens it
    /// at 100 and 300 only.
    @Test func skippingTheReplayedPulseOpensTheEditorOncePerSelection() {
        let day = Track.sample(1, "Beautiful Day")
        for (make, opened) in [
            (ReactorStyle.makeLibrary, [100, 200, 300]), (FreshPulseLibrary.makeLibrary, [100, 300]),
        ] {
            let scheduler = TestScheduler.milliseconds()
            let environment = FeatureEnvironment(
                catalog: CatalogService.canned(after: .milliseconds(50), on: scheduler),
                library: .favoriting([day]), scheduler: scheduler)
            let screen = make(environment)
            let first = RecordingLibraryView { scheduler.clock }
            let rebuilt = RecordingLibraryView { scheduler.clock }
            let binding = OnScreen(screen, on: first)
            scheduler.scheduleAt(100) { first.rowSelections.accept(0) }
            scheduler.scheduleAt(200) {
                binding.rebuild(on: rebuilt)
            }
            scheduler.scheduleAt(300) { rebuilt.rowSelections.accept(0) }
            scheduler.start()
            let events = first.editorsOpened.values + rebuilt.editorsOpened.values
            #expect(events.map(\.time) == opened)
            #expect(events.map(\.value) == opened.map { _ in day })
            binding.leave()
        }
    }

    @Test func skippingTheReplayedPulseShowsTheGenresMessageOncePerSelection() {
        let rock = Genre(id: 1, name: "Rock", trackCount: 2)
        for (make, shown) in [
            (ReactorStyle.makeGenres, [100, 200, 300]), (FreshPulseGenres.makeGenres, [100, 300]),
        ] {
            let scheduler = TestScheduler.milliseconds()
            let environment = FeatureEnvironment(
                catalog: CatalogService.canned(genres: [rock], after: .milliseconds(50), on: scheduler),
                library: .favoriting([Track.sample(1, "Beautiful Day")]), scheduler: scheduler)
            let screen = make(environment)
            let first = RecordingGenresView { scheduler.clock }
            let rebuilt = RecordingGenresView { scheduler.clock }
            let binding = OnScreen(screen, on: first)
            scheduler.scheduleAt(100) { first.rowSelections.accept(0) }
            scheduler.scheduleAt(200) {
                binding.rebuild(on: rebuilt)
            }
            scheduler.scheduleAt(300) { rebuilt.rowSelections.accept(0) }
            scheduler.start()
            let events = first.shownMessages.events + rebuilt.shownMessages.events
            #expect(events.map(\.time) == shown)
            #expect(events.compactMap(\.value.element) == shown.map { _ in "Rock: 2 tracks" })
            binding.leave()
        }
    }
}

extension VariantTests {
    /// The user selects the row at 100 and leaves at 150; at 170, while no view is bound, the
    /// reactor is sent the selection again (a pulse sent while unbound: by a deep link, another
    /// screen, a late answer); at 200 a new view binds. The main view controller shows it to the
    /// new view, from the replayed state; skipping the replayed pulse drops it, and nothing
    /// reports the loss.
    @Test func skippingTheReplayedPulseDropsAPulseSentWhileNoViewIsBound() throws {
        let day = Track.sample(1, "Beautiful Day")
        for (make, opened) in [
            (ReactorStyle.makeLibrary, [100, 200]), (FreshPulseLibrary.makeLibrary, [100]),
        ] {
            let scheduler = TestScheduler.milliseconds()
            let environment = FeatureEnvironment(
                catalog: CatalogService.canned(after: .milliseconds(50), on: scheduler),
                library: .favoriting([day]), scheduler: scheduler)
            let screen = make(environment)
            let reactor = try #require(screen.viewModel as? LibraryReactor)
            let first = RecordingLibraryView { scheduler.clock }
            let rebuilt = RecordingLibraryView { scheduler.clock }
            let binding = OnScreen(screen, on: first)
            scheduler.scheduleAt(100) { first.rowSelections.accept(0) }
            scheduler.scheduleAt(150) { binding.dismiss() }
            scheduler.scheduleAt(170) { reactor.action.onNext(.selectRow(0)) }
            scheduler.scheduleAt(200) { binding.show(on: rebuilt) }
            scheduler.start()
            let events = first.editorsOpened.values + rebuilt.editorsOpened.values
            #expect(events.map(\.time) == opened)
            binding.leave()
        }
    }
}
