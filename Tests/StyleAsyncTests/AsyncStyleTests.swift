import Domain
import Features
import Observation
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleAsync

/// The view executor and the clock: what makes tasks deterministic on virtual time.
@Suite(.tracksResources)
struct ViewExecutorTests {
    /// Virtual time in milliseconds.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

    @Test func aTaskStartedByAnIntentRunsAsSoonAsTheIntentReturns() {
        let steps = Steps()
        ViewActor.run {
            steps.take("intent begins")
            Task.view { steps.take("task runs") }
            steps.take("intent ends")
        }
        // Before `run` returned: nothing waits for a thread of the global executor.
        #expect(ViewActor.run { steps.taken } == ["intent begins", "intent ends", "task runs"])
    }

    @Test func aSleepWakesAtItsVirtualTickAndACancelledOneNever() {
        let clock = SchedulerClock(scheduler)
        let steps = Steps()
        let sleepers = ViewActor.run {
            [("short", 300), ("long", 500)].map { name, duration in
                Task.view {
                    do {
                        try await clock.sleep(for: .milliseconds(duration))
                        steps.take("\(name) woke at \(milliseconds(clock.now))")
                    } catch {
                        steps.take("\(name) cancelled at \(milliseconds(clock.now))")
                    }
                }
            }
        }
        at(400, on: scheduler) { sleepers[1].cancel() }
        scheduler.start()
        #expect(ViewActor.run { steps.taken } == ["short woke at 300", "long cancelled at 400"])
        #expect(scheduler.clock == 400)
    }
}

/// The models alone: call an intent, let virtual time pass, read the state.
@Suite(.tracksResources)
struct ModelTests {
    /// Virtual time in milliseconds.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let day = track(1, "Beautiful Day")

    @Test func eachTapShowsTheNextColor() {
        let model = PaletteModel()
        let shown = ViewActor.run {
            model.changeColor()
            let first = (model.color, model.buttonTitle)
            model.changeColor()
            return [first, (model.color, model.buttonTitle)]
        }
        #expect(shown.map(\.0) == [.blue, .purple])
        #expect(shown.map(\.1) == ["Change to purple", "Change to red"])
    }

    @Test func theSettledQueryIsSearchedAndTheLatestAnswerWins() {
        let catalog = FakeCatalog(scheduler: scheduler, latency: .milliseconds(100), tracks: [day])
        let model = SearchModel(catalog: catalog, clock: SchedulerClock(scheduler))
        var phases: [Int: SearchRules.Phase] = [:]
        at(100, on: scheduler) { model.updateQuery("b") }
        at(200, on: scheduler) { model.updateQuery(" bea ") }
        at(550, on: scheduler) { model.updateQuery("beau") }
        for time in [450, 501, 601, 851, 951] {
            scheduler.scheduleAt(time) { phases[time] = ViewActor.run { model.phase } }
        }
        scheduler.start()
        // "bea" settled at 500 and was answered at 600; "beau" settled at 850, answered at 950.
        #expect(catalog.calls == ["search(bea)", "search(beau)"])
        #expect(phases[450] == .idle)
        #expect(phases[501] == .loading)
        #expect(phases[601] == .loaded([day]))
        #expect(phases[851] == .loading)
        #expect(phases[951] == .loaded([day]))
        ViewActor.run { model.leave() }
    }

    @Test func aNewerSettledQueryCancelsTheSearchInFlight() {
        let catalog = FakeCatalog(scheduler: scheduler, latency: .milliseconds(500), tracks: [day])
        let model = SearchModel(catalog: catalog, clock: SchedulerClock(scheduler))
        at(0, on: scheduler) { model.updateQuery("bea") }
        at(400, on: scheduler) { model.updateQuery("") }
        scheduler.start()
        // "bea" was searched at 300; the empty query settled at 700, before its answer at 800.
        #expect(catalog.calls == ["search(bea)"])
        #expect(ViewActor.run { model.phase } == .idle)
        #expect(ViewActor.run { model.results } == [])
        #expect(scheduler.clock == 700)
    }

    @Test func leavingCancelsTheWaitAndTheSearch() {
        let catalog = FakeCatalog(scheduler: scheduler, latency: .milliseconds(100), tracks: [day])
        let model = SearchModel(catalog: catalog, clock: SchedulerClock(scheduler))
        at(0, on: scheduler) { model.updateQuery("bea") }
        at(350, on: scheduler) { model.updateQuery("beat") }
        at(360, on: scheduler) { model.leave() }
        scheduler.start()
        // The search of "bea" was in flight, and "beat" had not settled: neither goes on.
        #expect(catalog.calls == ["search(bea)"])
        #expect(ViewActor.run { model.phase } == .loading)
        #expect(scheduler.clock == 360)
    }

    @Test func aReloadDuringALoadReplacesIt() {
        let rock = Genre(id: 1, name: "Rock", trackCount: 2)
        let catalog = FakeCatalog(scheduler: scheduler, latency: .milliseconds(100), genres: [rock])
        let model = GenresModel(catalog: catalog)
        var phases: [Int: GenresRules.Phase] = [:]
        at(100, on: scheduler) { model.load() }
        at(150, on: scheduler) { model.load() }
        for time in [201, 251] {
            scheduler.scheduleAt(time) { phases[time] = ViewActor.run { model.phase } }
        }
        at(300, on: scheduler) { model.select(0) }
        scheduler.start()
        // The first load's answer, due at 200, never comes; the second's comes at 250.
        #expect(phases == [201: .loading, 251: .loaded([rock])])
        #expect(catalog.calls == ["genres()", "genres()"])
        #expect(ViewActor.run { model.message } == "Rock: 2 tracks")
    }

    @Test func aFailedToggleShowsAMessageUntilTheNextOneSucceeds() {
        let entry = LibraryEntry(trackID: 1, isFavorite: true, rating: .unrated, note: "", updatedAt: .init())
        let library = FakeLibrary(
            scheduler: scheduler, latency: .milliseconds(50), favorites: [LibraryItem(track: day, entry: entry)],
            failing: [1])
        let model = LibraryModel(library: library)
        var failures: [Int: String?] = [:]
        at(0, on: scheduler) { model.start() }
        at(100, on: scheduler) { model.toggleFavorite(0) }
        at(200, on: scheduler) { model.toggleFavorite(0) }
        at(300, on: scheduler) { model.toggleFavorite(4) }
        for time in [150, 250] {
            scheduler.scheduleAt(time + 1) { failures[time] = ViewActor.run { model.failure } }
        }
        scheduler.start()
        #expect(failures == [150: "Could not change Beautiful Day: no", 250: nil])
        #expect(library.calls == ["toggleFavorite(1)", "toggleFavorite(1)"])
        #expect(ViewActor.run { model.items?.map(\.track) } == [day])
        ViewActor.run { model.leave() }
    }

    @Test func editsBeforeTheLoadAreIgnoredAndASaveInFlightIgnoresTheNext() {
        let library = FakeLibrary(scheduler: scheduler, latency: .milliseconds(50))
        let model = EditorModel(track: day, library: library)
        at(0, on: scheduler) { model.start() }
        at(20, on: scheduler) { model.rate(5) }
        at(100, on: scheduler) { model.rate(4) }
        at(200, on: scheduler) { model.save() }
        at(220, on: scheduler) { model.save() }
        scheduler.start()
        #expect(library.calls == ["entry(1)", "save(1, 4, )"])
        let state = ViewActor.run { (model.draft, model.isSaving, model.saveResult, model.closing != nil) }
        #expect(state.0 == EntryDraft(rating: 4, note: ""))
        #expect(state.1 == false && state.2 == "Saved." && state.3)
        #expect(scheduler.clock == 250)
    }
}

/// The bridge: screens bound to views, as the view controllers bind them.
@Suite(.tracksResources)
struct ObservationBridgeTests {
    /// Virtual time in milliseconds.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

    @Test func observationsReportTheValueAfterEachChangeButNotAValueSetAgain() {
        let cell = Cell()
        let steps = Steps()
        let observing = Task.view {
            for await value in Observations({ cell.value }) { steps.take(value) }
        }
        ViewActor.run { cell.value = "b" }
        ViewActor.run { cell.value = "b" }
        ViewActor.run {
            cell.value = "c"
            cell.value = "d"
        }
        observing.cancelAsViewWork()
        // Why one-shot events are state the view clears: the same value twice is reported once,
        // and two changes in one intent are reported as the last.
        #expect(ViewActor.run { steps.taken } == ["a", "b", "d"])
    }

    @Test func everyValidationIsShownOnceEvenWithTheSameGreeting() {
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler)) {
            let view = TestGreetingView(scheduler)
            let binding = AsyncStyle.bindGreeting(to: view)
            scheduler.scheduleAt(100) { view.nameField.accept(" Bo ") }
            scheduler.scheduleAt(200) { view.validations.accept(()) }
            scheduler.scheduleAt(210) { view.validations.accept(()) }
            scheduler.start()
            #expect(view.greetings.values.map(\.time) == [200, 210])
            #expect(view.greetings.values.map(\.value) == ["Hello, Bo!", "Hello, Bo!"])
            binding.dispose()
        }
    }

    @Test func theViewIsShownTheStateAtOnceThenEachChangeOnceAndLeavingCancels() {
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler)) {
            let day = track(1, "Beautiful Day")
            let catalog = FakeCatalog(scheduler: scheduler, latency: .milliseconds(100), tracks: [day])
            let environment = FeatureEnvironment(
                catalog: catalog, library: FakeLibrary(scheduler: scheduler, latency: .milliseconds(0)),
                scheduler: scheduler)
            let view = TestSearchView(scheduler)
            let binding = AsyncStyle.bindSearch(to: view, environment: environment)
            scheduler.scheduleAt(100) { view.queryField.accept("bea") }
            scheduler.scheduleAt(550) { view.rowSelections.accept(0) }
            scheduler.scheduleAt(600) { view.queryField.accept("beau") }
            scheduler.scheduleAt(950) { binding.dispose() }
            scheduler.start()
            #expect(view.shownResults.values.map(\.time) == [0, 500])
            #expect(view.shownResults.values.map(\.value) == [[], [day]])
            // "beau" settled at 900; its answer, due at 1000, never came: the user left at 950.
            #expect(view.shownLoading.values.map(\.time) == [0, 400, 500, 900])
            #expect(view.shownLoading.values.map(\.value) == [false, true, false, true])
            #expect(view.tracksShown.values.map(\.value) == [day])
            #expect(catalog.calls == ["search(bea)", "search(beau)"])
            #expect(scheduler.clock == 950)
        }
    }

    @Test func theModelLivesAsLongAsItsLastBindingAndLeavingCancelsItsWork() {
        SharingScheduler.mock(scheduler: SynchronousScheduler(timedBy: scheduler)) {
            let day = track(1, "Beautiful Day")
            let boy = track(2, "Beautiful Boy")
            let library = FakeLibrary(scheduler: scheduler, latency: .milliseconds(50), favorites: [favorite(day)])
            let environment = FeatureEnvironment(
                catalog: FakeCatalog(scheduler: scheduler, latency: .milliseconds(0)), library: library,
                scheduler: scheduler)
            let screen = AsyncStyle.makeLibrary(environment: environment)
            let view = TestLibraryView(scheduler)
            var intents: Disposable?
            var shown: Disposable?
            scheduler.scheduleAt(100) { shown = screen.bindOutputs(to: view) }
            scheduler.scheduleAt(200) { intents = screen.bindInputs(from: view) }
            scheduler.scheduleAt(300) { intents?.dispose() }
            // The list is still shown and followed: the model has a binding left.
            scheduler.scheduleAt(400) { library.favoriteItems.accept([favorite(boy), favorite(day)]) }
            scheduler.scheduleAt(500) { view.toggles.accept(0) }
            scheduler.scheduleAt(600) { shown?.dispose() }
            scheduler.scheduleAt(700) { library.favoriteItems.accept([]) }
            scheduler.start()
            #expect(view.shownItems.values.map(\.time) == [100, 400])
            #expect(view.shownItems.values.map { $0.value.map(\.track) } == [[day], [boy, day]])
            // The toggle at 500 came after the intents were unbound.
            #expect(library.calls.isEmpty)
            #expect(screen.viewModel != nil)
        }
    }
}
