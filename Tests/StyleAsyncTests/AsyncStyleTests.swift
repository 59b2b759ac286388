import Clocks
import ConcurrencyExtras
import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleAsync

extension MainSerialExecutorTests {
    /// The models, tested as a team shipping `@Observable` models tests them: intents called on the
    /// main actor, a test clock (swift-clocks) in place of the continuous one, and every task's jobs
    /// run serially on the main actor (swift-concurrency-extras), so that advancing the clock runs
    /// what is due, in order.
    @MainActor
    @Suite(.tracksResources)
    struct ModelTests {
        let day = Track.sample(1, "Beautiful Day")

        @Test func eachTapShowsTheNextColor() {
            let model = PaletteModel()
            model.changeColor()
            #expect((model.color, model.buttonTitle) == (.blue, "Change to purple"))
            model.changeColor()
            #expect((model.color, model.buttonTitle) == (.purple, "Change to red"))
        }

        @Test func theSettledQueryIsSearchedAndTheLatestAnswerWins() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let calls = timedLog(clock)
                let catalog = fakeCatalog(clock: clock, latency: .milliseconds(100), tracks: [day], calls: calls)
                let model = SearchModel(catalog: catalog.awaited, clock: clock)
                await clock.advance(by: .milliseconds(100))
                model.updateQuery("b")
                await clock.advance(by: .milliseconds(100))
                model.updateQuery(" bea ")
                await clock.advance(by: .milliseconds(250))
                #expect(model.phase == .idle)
                await clock.advance(by: .milliseconds(50))
                #expect(model.phase == .loading)
                await clock.advance(by: .milliseconds(100))
                #expect(model.phase == .loaded([day]))
                model.updateQuery("beau")
                await clock.advance(by: .milliseconds(300))
                #expect(model.phase == .loading)
                #expect(model.results == [day])
                await clock.advance(by: .milliseconds(100))
                #expect(model.phase == .loaded([day]))
                // "bea" settled at 500 and was answered at 600; "beau" settled at 900, answered at 1000.
                #expect(calls.calls == ["search(bea) at 500", "search(beau) at 900"])
            }
        }

        @Test func aNewerSettledQueryCancelsTheSearchInFlight() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let calls = timedLog(clock)
                let catalog = fakeCatalog(clock: clock, latency: .milliseconds(500), tracks: [day], calls: calls)
                let model = SearchModel(catalog: catalog.awaited, clock: clock)
                model.updateQuery("bea")
                await clock.advance(by: .milliseconds(400))
                model.updateQuery("")
                await clock.advance(by: .seconds(1))
                // "bea" was searched at 300; the empty query settled at 700, before its answer at 800.
                #expect(calls.calls == ["search(bea) at 300"])
                #expect(model.phase == .idle)
                #expect(model.results == [])
            }
        }

        /// The model goes with its owner: the query still settling and the search in flight go
        /// with it (they hold the model weakly, and its `deinit` cancels them).
        @Test func releasingTheModelCancelsTheWaitAndTheSearch() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let calls = timedLog(clock)
                let answers = CallLog()
                let catalog = fakeCatalog(
                    clock: clock, latency: .milliseconds(100), tracks: [day], calls: calls, answers: answers)
                var model: SearchModel? = SearchModel(catalog: catalog.awaited, clock: clock)
                weak let released = model
                model?.updateQuery("bea")
                await clock.advance(by: .milliseconds(350))
                model?.updateQuery("beat")
                await clock.advance(by: .milliseconds(10))
                model = nil
                #expect(released == nil)
                await clock.advance(by: .seconds(1))
                // The search of "bea" was in flight, and "beat" had not settled: neither goes on.
                #expect(calls.calls == ["search(bea) at 300"])
                #expect(answers.calls.isEmpty)
            }
        }

        /// The view disappears while a save is in flight (a tab switch, or a rebuild's old view):
        /// the save is the model's and runs on; its outcome is kept for the next view, and a
        /// second save asked for meanwhile is ignored, as one is while the first is in flight.
        @Test func aSaveInFlightRunsOnWhenTheViewDisappears() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let calls = CallLog()
                let library = fakeLibrary(clock: clock, latency: .milliseconds(50), calls: calls)
                let model = EditorModel(track: day, library: library.awaited)
                model.start()
                await clock.advance(by: .milliseconds(100))
                model.rate(4)
                model.save()
                await clock.advance(by: .milliseconds(20))
                model.stop()
                #expect(model.isSaving)
                model.start()
                model.save()
                await clock.advance(by: .seconds(1))
                #expect(calls.calls == ["entry(1)", "save(1, 4, )"])
                #expect(!model.isSaving)
                #expect(model.saveResult.latest == "Saved.")
                #expect(model.saveResult.number == 1)
                #expect(model.closing.number == 1)
            }
        }

        /// The model goes with its owner while a save is in flight: the save is cancelled, and
        /// never reaches the library.
        @Test func releasingTheModelCancelsASaveInFlight() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let calls = CallLog()
                let answers = CallLog()
                let library = fakeLibrary(clock: clock, latency: .milliseconds(50), calls: calls, answers: answers)
                var model: EditorModel? = EditorModel(track: day, library: library.awaited)
                weak let released = model
                model?.start()
                await clock.advance(by: .milliseconds(100))
                model?.rate(4)
                model?.save()
                await clock.advance(by: .milliseconds(20))
                model = nil
                #expect(released == nil)
                await clock.advance(by: .seconds(1))
                #expect(calls.calls == ["entry(1)", "save(1, 4, )"])
                #expect(answers.calls.isEmpty)
            }
        }

        @Test func aReloadDuringALoadReplacesIt() async {
            await withMainSerialExecutor {
                let rock = Genre(id: 1, name: "Rock", trackCount: 2)
                let clock = TestClock()
                let calls = timedLog(clock)
                let model = GenresModel(
                    catalog: fakeCatalog(clock: clock, latency: .milliseconds(100), genres: [rock], calls: calls)
                        .awaited)
                await clock.advance(by: .milliseconds(100))
                model.load()
                await clock.advance(by: .milliseconds(50))
                model.load()
                await clock.advance(by: .milliseconds(51))
                // The first load's answer, due at 200, never comes; the second's comes at 250.
                #expect(model.phase == .loading)
                await clock.advance(by: .milliseconds(50))
                #expect(model.phase == .loaded([rock]))
                #expect(calls.calls == ["genres() at 100", "genres() at 150"])
                model.select(0)
                #expect(model.message.latest == "Rock: 2 tracks")
                #expect(model.message.number == 1)
            }
        }

        @Test func aFailedToggleShowsAMessageUntilTheNextOneSucceeds() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let calls = CallLog()
                let library = fakeLibrary(
                    clock: clock, latency: .milliseconds(50), favorites: Favorites([LibraryItem.favorite(day)]),
                    failing: [1], calls: calls)
                let model = LibraryModel(library: library.awaited)
                model.start()
                await clock.advance(by: .milliseconds(100))
                model.toggleFavorite(0)
                await clock.advance(by: .milliseconds(51))
                #expect(model.failure == "Could not change Beautiful Day: no")
                await clock.advance(by: .milliseconds(49))
                model.toggleFavorite(0)
                await clock.advance(by: .milliseconds(51))
                #expect(model.failure == nil)
                model.toggleFavorite(4)
                await clock.advance(by: .seconds(1))
                #expect(calls.calls == ["toggleFavorite(1)", "toggleFavorite(1)"])
                #expect(model.items?.map(\.track) == [day])
                model.stop()
            }
        }

        /// A read of the favorites that fails ends them with an empty list, as the other styles
        /// show; the screen shown again follows them anew, and its intents reach the library.
        @Test func aFailedReadOfTheFavoritesShowsAnEmptyListAndTheScreenGoesOn() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let favorites = Favorites([LibraryItem.favorite(day)])
                let calls = CallLog()
                let library = fakeLibrary(clock: clock, latency: .milliseconds(50), favorites: favorites, calls: calls)
                let model = LibraryModel(library: library.awaited)
                model.start()
                await clock.advance(by: .milliseconds(10))
                #expect(model.items?.map(\.track) == [day])
                favorites.fail()
                await clock.advance(by: .milliseconds(10))
                #expect(model.items?.isEmpty == true)
                model.select(0)
                model.toggleFavorite(0)
                #expect(model.trackToEdit.number == 0)
                // The view disappears and is shown again.
                model.stop()
                model.start()
                await clock.advance(by: .milliseconds(10))
                #expect(model.items?.map(\.track) == [day])
                model.toggleFavorite(0)
                await clock.advance(by: .milliseconds(60))
                #expect(calls.calls == ["toggleFavorite(1)"])
                #expect(model.failure == nil)
                model.stop()
                favorites.finish()
            }
        }

        /// Started again while its entry loads (a view loaded twice), the editor cancels the first
        /// load: its answer never replaces the draft, and an edit made once the second has
        /// answered is kept.
        @Test func aSecondStartCancelsTheLoadInFlightAndKeepsTheEdit() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let calls = CallLog()
                let library = fakeLibrary(clock: clock, latency: .milliseconds(50), calls: calls)
                let model = EditorModel(track: day, library: library.awaited)
                model.start()
                await clock.advance(by: .milliseconds(20))
                model.start()
                await clock.advance(by: .milliseconds(40))
                #expect(model.draft == nil)
                await clock.advance(by: .milliseconds(10))
                #expect(model.draft == EntryDraft(rating: 0, note: ""))
                model.rate(5)
                await clock.advance(by: .seconds(1))
                #expect(calls.calls == ["entry(1)", "entry(1)"])
                #expect(model.draft == EntryDraft(rating: 5, note: ""))
            }
        }

        @Test func editsBeforeTheLoadAreIgnoredAndASaveInFlightIgnoresTheNext() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let calls = CallLog()
                let library = fakeLibrary(clock: clock, latency: .milliseconds(50), calls: calls)
                let model = EditorModel(track: day, library: library.awaited)
                model.start()
                await clock.advance(by: .milliseconds(20))
                model.rate(5)
                await clock.advance(by: .milliseconds(80))
                model.rate(4)
                await clock.advance(by: .milliseconds(100))
                model.save()
                #expect(model.isSaving)
                await clock.advance(by: .milliseconds(20))
                model.save()
                await clock.advance(by: .seconds(1))
                #expect(calls.calls == ["entry(1)", "save(1, 4, )"])
                #expect(model.draft == EntryDraft(rating: 4, note: ""))
                #expect(!model.isSaving)
                #expect(model.saveResult.latest == "Saved.")
                #expect(model.closing.number == 1)
            }
        }
    }
}

extension MainSerialExecutorTests {
    /// The views: screens bound to views, as the view controllers bind them.
    @MainActor
    @Suite(.tracksResources)
    struct BindingTests {
        @Test func theViewIsShownTheStateAtOnceThenEachChangeOnceAndReleasingCancels() async {
            await withMainSerialExecutor {
                let day = Track.sample(1, "Beautiful Day")
                let clock = TestClock()
                let start = clock.now
                let calls = timedLog(clock)
                let catalog = fakeCatalog(clock: clock, latency: .milliseconds(100), tracks: [day], calls: calls)
                let view = RecordingSearchView { milliseconds(since: start, on: clock) }
                let binding = OnScreen(
                    AsyncStyle.makeSearch(
                        environment: environment(clock: clock, catalog: catalog, library: .unimplemented)),
                    on: view)
                await Task.megaYield()
                await clock.advance(by: .milliseconds(100))
                view.queryField.accept("bea")
                await clock.advance(by: .milliseconds(450))
                view.rowSelections.accept(0)
                await clock.advance(by: .milliseconds(50))
                view.queryField.accept("beau")
                await clock.advance(by: .milliseconds(350))
                binding.leave()
                await clock.advance(by: .seconds(1))
                #expect(view.shownResults.values.map(\.time) == [0, 500])
                #expect(view.shownResults.values.map(\.value) == [[], [day]])
                // "beau" settled at 900; its answer, due at 1000, never came: the user left at 950,
                // and the model went with the screen.
                #expect(view.shownLoading.values.map(\.time) == [0, 400, 500, 900])
                #expect(view.shownLoading.values.map(\.value) == [false, true, false, true])
                #expect(view.tracksShown.values.map(\.value) == [day])
                #expect(calls.calls == ["search(bea) at 400", "search(beau) at 900"])
            }
        }

        /// Two views bound to one greeting model while it sends greetings: each view shows each
        /// greeting once, even the same greeting twice; a view bound afterwards shows none of them.
        @Test func everyBoundViewShowsEachGreetingOnce() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let start = clock.now
                let now = { milliseconds(since: start, on: clock) }
                let screen = AsyncStyle.makeGreeting()
                let first = RecordingGreetingView(now)
                let second = RecordingGreetingView(now)
                let later = RecordingGreetingView(now)
                let bindings = [OnScreen(screen, on: first), OnScreen(screen, on: second)]
                await clock.advance(by: .milliseconds(100))
                first.nameField.accept(" Bo ")
                await clock.advance(by: .milliseconds(100))
                first.validations.accept(())
                await clock.advance(by: .milliseconds(10))
                second.validations.accept(())
                await clock.advance(by: .milliseconds(10))
                let rebinding = OnScreen(screen, on: later)
                await Task.megaYield()
                for view in [first, second] {
                    #expect(view.greetings.values.map(\.time) == [200, 210])
                    #expect(view.greetings.values.map(\.value) == ["Hello, Bo!", "Hello, Bo!"])
                }
                #expect(later.greetings.values.isEmpty)
                (bindings + [rebinding]).forEach { $0.leave() }
                await Task.megaYield()
            }
        }

        /// The model follows the favorites while its view is on screen: appearing starts it,
        /// disappearing stops it (the list is no longer followed), appearing again starts it
        /// anew; a coordinator keeps the model meanwhile.
        @Test func theModelFollowsTheFavoritesWhileItsViewIsOnScreen() async {
            await withMainSerialExecutor {
                let day = Track.sample(1, "Beautiful Day")
                let boy = Track.sample(2, "Beautiful Boy")
                let clock = TestClock()
                let start = clock.now
                let favorites = Favorites([LibraryItem.favorite(day)])
                let calls = CallLog()
                let library = fakeLibrary(clock: clock, latency: .milliseconds(50), favorites: favorites, calls: calls)
                let screen = AsyncStyle.makeLibrary(
                    environment: environment(clock: clock, catalog: .unimplemented, library: library))
                let view = RecordingLibraryView { milliseconds(since: start, on: clock) }
                await clock.advance(by: .milliseconds(100))
                let shown = OnScreen(screen, on: view)
                await clock.advance(by: .milliseconds(100))
                favorites.items = [LibraryItem.favorite(boy), LibraryItem.favorite(day)]
                await clock.advance(by: .milliseconds(100))
                shown.disappear()
                await clock.advance(by: .milliseconds(100))
                // Off screen: the list is no longer followed.
                favorites.items = []
                await clock.advance(by: .milliseconds(100))
                shown.appear()
                await clock.advance(by: .seconds(1))
                #expect(view.shownItems.values.map(\.time) == [100, 200, 500])
                #expect(view.shownItems.values.map { $0.value.map(\.track) } == [[day], [boy, day], []])
                #expect(calls.calls.isEmpty)
                #expect(shown.viewModel != nil)
                shown.leave()
                favorites.finish()
                await Task.megaYield()
            }
        }
    }
}
