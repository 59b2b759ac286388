import AllStyles
import Features
import ReactiveCore
import ReactiveTesting
import Testing

@testable import Pitfalls
@testable import Scenarios

/// The guards, proven: each naive variant drops one guard a real style keeps, and the same probe
/// that passes the real style catches the naive one.
@MainActor
@Suite(.tracksResources)
struct NaiveVariantTests {
    /// MVB keeps the palette's state in a relay. Folding a publish subject instead flips situation
    /// 5 from MVB's verdicts (a rebuilt view resubscribes the fold), and leaves 7 as it was.
    @Test func aPublishSubjectForTheStateResetsOnRebinding() async {
        let real = Style.mvb.binding
        #expect(await PaletteProbes.viewRebuilt(real.makePalette).summary == "keeps the state")
        #expect(await PaletteProbes.viewRebuilt(NaivePaletteModel.screen).summary == "resets the state")
        #expect(await PaletteProbes.reentrantFeedback(real.makePalette).summary == "title out of step")
        #expect(await PaletteProbes.reentrantFeedback(NaivePaletteModel.screen).summary == "title out of step")
    }

    /// MVB's outputs each subscribe to the relay, so a change made while the relay is still
    /// telling its observers about the previous one reaches some of them first. One shared stream
    /// through a serializing hop keeps the order: the guard transform, subjects and init-only get
    /// from deriving every output from one Driver.
    @Test func oneSerializedStreamKeepsAReentrantChangeInOrder() async {
        // In order, though the feedback is still reentrant: the core flags it, as RxSwift would.
        #expect(
            await PaletteProbes.reentrantFeedback(SerializedPaletteModel.screen).summary
                == "settles, reentrancy flagged")
        #expect(await PaletteProbes.viewRebuilt(SerializedPaletteModel.screen).summary == "keeps the state")
    }

    /// With the save inside the error message, a view with no error message saves nothing, and a
    /// second view showing it saves twice.
    @Test func anEffectInsideAnOutputIsLostUnboundAndRepeatedBoundTwice() async throws {
        let unbound = try await LibraryProbes.outputNotBound(
            template: catalog, EffectInOutputLibraryViewModel.listOnlyScreen)
        #expect(unbound.summary == "loses the toggle")
        let twice = try await LibraryProbes.outputBoundTwice(template: catalog, EffectInOutputLibraryViewModel.screen)
        #expect(twice.summary == "repeats the effect")
        #expect(twice.evidence.hasPrefix("2 toggleFavorite calls"))
    }

    /// A subscription in `init` that captures `self`, kept in the view model's own bag, outlives
    /// every owner.
    @Test func capturingSelfInItsOwnBagKeepsTheViewModelAlive() async throws {
        weak var made: CapturingLibraryViewModel?
        var makers = ScreenMakers()
        makers.library = { environment in
            let viewModel = CapturingLibraryViewModel(library: environment.library)
            made = viewModel
            return .naive(
                viewModel, inputs: { _ in Disposables.create() },
                outputs: { view in viewModel.items.bind(to: view.items) })
        }
        let verdict = try #require(try await LifetimeProbes.ownerGoesAway(.library, makers, template: catalog))
        #expect(verdict.summary == "kept alive")
        made?.tearDown()
        #expect(made == nil)
    }

    /// The real binders forward elements only. Binding both controls to one subject with
    /// `bind(to:)` lets the first control that goes away complete it, and the next load is lost.
    @Test func bindingTwoControlsToOneSubjectLetsOneCompletionEndBoth() async throws {
        let verdict = try await GenresProbes.inputCompletes(template: catalog, SingleSubjectGenresViewModel.screen)
        #expect(verdict.summary == "the next load is lost")
    }

    /// Failing instead (situation 11): `bind(to:)` a subject forwards the error, as RxSwift's
    /// does, and it runs on through the view model to the view's `Binder`, where a debug build
    /// traps. The probe sees it through the core's scoped handler, and plays on.
    @Test func aFailingControlBoundToOneSubjectReachesTheViewsBinder() async throws {
        let verdict = try await GenresProbes.inputCompletes(
            template: catalog, failing: true, SingleSubjectGenresViewModel.screen)
        #expect(verdict.summary == "the next load is lost; a debug build traps")
        #expect(
            verdict.evidence
                == "1 genres() call(s): the failed control failed the view model's input; "
                + "the error reached a binding, where a debug build traps, as RxSwift's would")
    }
}
