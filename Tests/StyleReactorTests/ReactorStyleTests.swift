import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleReactor

/// The views, tested with a stubbed reactor, as ReactorKit's guide tests them: a UI event is the
/// stub's last action; a state set on the stub is what the view shows.
@MainActor
@Suite(.tracksResources)
struct ReactorViewTests {
    let scheduler = TestScheduler.milliseconds()

    @Test func aTapSendsTheChangeColorAction() {
        let reactor = PaletteReactor()
        reactor.isStubEnabled = true
        let view = RecordingPaletteView()
        let controller = PaletteViewController()
        controller.load(view)
        controller.reactor = reactor
        view.taps.accept(())
        #expect(reactor.stub.actions.last == .changeColor)
        // The stub records the action; the reactor's logic does not run.
        #expect(reactor.currentState.color == .red)
        controller.reactor = nil
    }

    @Test func theViewShowsTheStubbedState() {
        let reactor = PaletteReactor()
        reactor.isStubEnabled = true
        let view = RecordingPaletteView()
        let controller = PaletteViewController()
        controller.load(view)
        controller.reactor = reactor
        reactor.stub.state.value = PaletteReactor.State(color: .purple)
        #expect(view.shownColors.values.map(\.value) == [.red, .purple])
        #expect(view.shownTitles.values.map(\.value) == ["Change to blue", "Change to red"])
        #expect(reactor.currentState.color == .purple)
        controller.reactor = nil
    }

    @Test func aSelectedRowIsSentAndATrackToShowIsShownOncePerPulse() {
        let reactor = SearchReactor(catalog: .canned(after: .milliseconds(100), on: scheduler))
        reactor.isStubEnabled = true
        let view = RecordingSearchView()
        let controller = SearchViewController(scheduler: scheduler)
        controller.load(view)
        controller.reactor = reactor
        view.rowSelections.accept(2)
        guard case .selectRow(let row)? = reactor.stub.actions.last else {
            Issue.record("the last action is \(String(describing: reactor.stub.actions.last))")
            return
        }
        #expect(row == 2)

        let day = Track.sample(1, "Beautiful Day")
        var state = reactor.currentState
        state.phase = .loading
        state.trackToShow = day
        reactor.stub.state.value = state
        // Another change of the state leaves the pulse alone: the track is shown once.
        state.phase = .loaded([day])
        state.results = [day]
        reactor.stub.state.value = state
        #expect(view.shownLoading.values.map(\.value) == [false, true, false])
        #expect(view.shownResults.values.map(\.value) == [[], [day]])
        #expect(view.tracksShown.values.map(\.value) == [day])
        controller.reactor = nil
    }
}

/// The reactors alone, as ReactorKit's guide tests them: send an action, read the current state.
@MainActor
@Suite(.tracksResources)
struct ReactorTests {
    /// Virtual time in milliseconds.
    let scheduler = TestScheduler.milliseconds()

    @Test func aTapShowsTheNextColor() {
        let reactor = PaletteReactor()
        reactor.action.onNext(.changeColor)
        #expect(reactor.currentState.color == .blue)
    }

    @Test func everyValidationPulsesEvenWithTheSameGreeting() {
        let reactor = GreetingReactor()
        var greetings: [String] = []
        let subscription = reactor.pulse(\.$greeting).compactMap { $0 }.subscribe(onNext: { greetings.append($0) })
        reactor.action.onNext(.updateName("  Ada "))
        reactor.action.onNext(.validate)
        reactor.action.onNext(.validate)
        reactor.action.onNext(.updateName("Ada Lovelace"))
        #expect(greetings == ["Hello, Ada!", "Hello, Ada!"])
        #expect(reactor.currentState.$greeting.valueUpdatedCount == 2)
        subscription.dispose()
    }

    @Test func aPulseIsReplayedToAViewThatBindsAgain() {
        // As in ReactorKit: the state stream replays the current state, so a new subscriber is
        // first given the latest value of every pulse.
        let reactor = GreetingReactor()
        reactor.action.onNext(.validate)
        var greetings: [String] = []
        let subscription = reactor.pulse(\.$greeting).compactMap { $0 }.subscribe(onNext: { greetings.append($0) })
        #expect(greetings == ["Enter a name."])
        subscription.dispose()
    }

    @Test func eachQueryIsSearchedAtOnceAndANewOneEndsTheSearchInFlight() {
        let day = Track.sample(1, "Beautiful Day")
        let calls = CallLog()
        let reactor = SearchReactor(
            catalog: .canned(answering: [day], after: .milliseconds(100), on: scheduler, log: calls))
        var phases: [Int: SearchRules.Phase] = [:]
        var shown: [Track] = []
        let pulses = reactor.pulse(\.$trackToShow).compactMap { $0 }.subscribe(onNext: { shown.append($0) })
        scheduler.scheduleAt(100) { reactor.action.onNext(.updateQuery("b")) }
        scheduler.scheduleAt(150) { reactor.action.onNext(.updateQuery(" bea ")) }
        scheduler.scheduleAt(180) { reactor.action.onNext(.selectRow(0)) }
        scheduler.scheduleAt(200) { reactor.action.onNext(.updateQuery("bea")) }
        scheduler.scheduleAt(300) { reactor.action.onNext(.selectRow(0)) }
        scheduler.scheduleAt(400) { reactor.action.onNext(.updateQuery("")) }
        for time in [101, 201, 251, 401] {
            scheduler.scheduleAt(time) { phases[time] = reactor.currentState.phase }
        }
        scheduler.start()
        // "b"'s answer, due at 200, never comes: "bea" ends it at 150 and is answered at 250; a
        // selection meanwhile and "bea" again end nothing, and "bea" is not searched again; the
        // empty query searches nothing.
        #expect(calls.calls == ["search(b)", "search(bea)"])
        #expect(phases[101] == .loading)
        #expect(phases[201] == .loading)
        #expect(phases[251] == .loaded([day]))
        #expect(phases[401] == .idle)
        #expect(shown == [day])
        #expect(reactor.currentState.query == "")
        pulses.dispose()
    }

    @Test func aRefreshDuringALoadReplacesIt() {
        let rock = Genre(id: 1, name: "Rock", trackCount: 2)
        let calls = CallLog()
        let reactor = GenresReactor(
            catalog: .canned(genres: [rock], after: .milliseconds(100), on: scheduler, log: calls))
        let phases = scheduler.createObserver(GenresRules.Phase.self)
        let subscription = reactor.state.map(\.phase).distinctUntilChanged().subscribe(phases)
        scheduler.scheduleAt(100) { reactor.action.onNext(.load) }
        scheduler.scheduleAt(150) { reactor.action.onNext(.load) }
        scheduler.scheduleAt(300) { reactor.action.onNext(.selectRow(0)) }
        scheduler.start()
        // The first load's answer, due at 200, never comes; the refresh's comes at 250.
        #expect(phases.events == [.next(0, .idle), .next(100, .loading), .next(250, .loaded([rock]))])
        #expect(calls.calls == ["genres()", "genres()"])
        #expect(reactor.currentState.message == "Rock: 2 tracks")
        subscription.dispose()
    }

    @Test func aStubbedReactorRecordsActionsAndReducesNothing() {
        let reactor = GreetingReactor()
        reactor.isStubEnabled = true
        reactor.action.onNext(.updateName("Ada"))
        reactor.action.onNext(.validate)
        #expect(reactor.stub.actions.count == 2)
        #expect(reactor.currentState.name == "")
        #expect(reactor.currentState.greeting == nil)
    }
}
