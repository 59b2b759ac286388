import Domain
import FeatureTesting
import Features
import ReactiveCore
import ReactiveTesting
import Services
import Testing

@testable import StyleTransform
@testable import TransformLab

/// The style's variants, each against the main code it stands in for.
@MainActor
@Suite(.tracksResources)
struct VariantTests {
    /// A second call of `transform` (a rebuilt view's) starts from red in the main palette, from
    /// the color reached in the stateful one.
    @Test func theStatefulPaletteStartsASecondCallFromTheColorReached() {
        let scheduler = TestScheduler.milliseconds()
        SharingScheduler.mock(scheduler: scheduler) {
            let main = PaletteViewModel()
            let variant = StatefulPalette.PaletteViewModel()
            let taps = PublishRelay<Void>()
            let first = [
                main.transform(input: .init(changeColor: taps.asObservable())).disposable,
                variant.transform(input: .init(changeColor: taps.asObservable())).disposable,
            ]
            taps.accept(())
            taps.accept(())
            first.forEach { $0.dispose() }
            let secondByMain = main.transform(input: .init(changeColor: .never()))
            let secondByVariant = variant.transform(input: .init(changeColor: .never()))
            let shownByMain = scheduler.createObserver(PaletteColor.self)
            let shownByVariant = scheduler.createObserver(PaletteColor.self)
            let subscriptions = [
                secondByMain.backgroundColor.drive(shownByMain), secondByVariant.backgroundColor.drive(shownByVariant),
                secondByMain.disposable, secondByVariant.disposable,
            ]
            scheduler.start()
            #expect(shownByMain.events == [.next(0, .red)])
            #expect(shownByVariant.events == [.next(0, .purple)])
            subscriptions.forEach { $0.dispose() }
        }
    }

    /// Two calls of `transform` (two views), a refresh through the first at 100: the main view
    /// model loads in the first call's pipeline, which the second call's outputs never see; the
    /// shared phases load once and show the genres through both calls.
    @Test func theSharedPhasesShowOneViewsLoadToEveryView() {
        let scheduler = TestScheduler.milliseconds()
        SharingScheduler.mock(scheduler: scheduler) {
            let refreshes = scheduler.createHotObservable([.next(100, ())]).asObservable()
            let rock = Genre(id: 1, name: "Rock", trackCount: 2)
            let mainCalls = CallLog(clock: { scheduler.clock })
            let variantCalls = CallLog(clock: { scheduler.clock })
            let main = GenresViewModel(
                catalog: .canned(genres: [rock], after: .milliseconds(50), on: scheduler, log: mainCalls))
            let variant = SharedPhasesGenres.GenresViewModel(
                catalog: .canned(genres: [rock], after: .milliseconds(50), on: scheduler, log: variantCalls))
            let mainOutputs = [
                main.transform(input: .init(load: refreshes, selection: .never())),
                main.transform(input: .init(load: .never(), selection: .never())),
            ]
            let variantOutputs = [
                variant.transform(input: .init(load: refreshes, selection: .never())),
                variant.transform(input: .init(load: .never(), selection: .never())),
            ]
            let genres = mainOutputs.map(\.genres) + variantOutputs.map(\.genres)
            let shown = genres.map { _ in scheduler.createObserver([Genre].self) }
            let subscriptions =
                zip(genres, shown).map { genres, observer in genres.drive(observer) }
                + mainOutputs.map(\.disposable) + variantOutputs.map(\.disposable)
            scheduler.start()
            #expect(mainCalls.calls == ["genres() at 100"])
            #expect(variantCalls.calls == ["genres() at 100"])
            #expect(shown[0].events == [.next(0, []), .next(150, [rock])])
            #expect(shown[1].events == [.next(0, [])])
            #expect(shown[2].events == [.next(0, []), .next(150, [rock])])
            #expect(shown[3].events == [.next(0, []), .next(150, [rock])])
            subscriptions.forEach { $0.dispose() }
        }
    }

    /// Edits through a first call of `transform` (a first view), rating 3 at 100, then a second
    /// call: the main editor's second call loads the saved entry again and shows it, unrated, at
    /// 150; the kept draft is shown to it at once, rated 3.
    @Test func theKeptDraftShowsASecondCallTheEditsOfTheFirst() {
        let scheduler = TestScheduler.milliseconds()
        SharingScheduler.mock(scheduler: scheduler) {
            let track = Track(
                id: 1, title: "T", albumID: 1, albumTitle: "A", artistID: 1, artistName: "R", genreID: 1,
                genreName: "G", composer: nil, milliseconds: 1_000)
            let mainCalls = CallLog(clock: { scheduler.clock })
            let variantCalls = CallLog(clock: { scheduler.clock })
            let main = EditorViewModel(
                track: track, library: .nothingSaved(after: .milliseconds(50), on: scheduler, log: mainCalls))
            let variant = KeptDraftEditor.EditorViewModel(
                track: track, library: .nothingSaved(after: .milliseconds(50), on: scheduler, log: variantCalls))
            let ratings = PublishRelay<Int>()
            let edited = EditorViewModel.Input(
                ratingEdits: ratings.asObservable(), noteEdits: .never(), save: .never(), cancel: .never())
            let first = [
                main.transform(input: edited).disposable,
                variant.transform(
                    input: .init(ratingEdits: edited.ratingEdits, noteEdits: .never(), save: .never(), cancel: .never())
                )
                .disposable,
            ]
            scheduler.advanceTo(100)
            ratings.accept(3)
            first.forEach { $0.dispose() }
            let quiet = EditorViewModel.Input(
                ratingEdits: .never(), noteEdits: .never(), save: .never(), cancel: .never())
            let secondByMain = main.transform(input: quiet)
            let secondByVariant = variant.transform(
                input: .init(ratingEdits: .never(), noteEdits: .never(), save: .never(), cancel: .never()))
            let shownByMain = scheduler.createObserver(EntryDraft.self)
            let shownByVariant = scheduler.createObserver(EntryDraft.self)
            let subscriptions = [
                secondByMain.draft.drive(shownByMain), secondByVariant.draft.drive(shownByVariant),
                secondByMain.disposable, secondByVariant.disposable,
            ]
            scheduler.start()
            #expect(shownByMain.events == [.next(150, EntryDraft(rating: 0, note: ""))])
            #expect(shownByVariant.events == [.next(100, EntryDraft(rating: 3, note: ""))])
            #expect(mainCalls.calls == ["entry(1) at 0", "entry(1) at 100"])
            #expect(variantCalls.calls == ["entry(1) at 0", "entry(1) at 100"])
            subscriptions.forEach { $0.dispose() }
        }
    }

    /// The view appears at 0 (and loads), then its refreshes fail; it disappears and appears again
    /// at 500. With each stream made a `Signal` before the merge, the failure completes the
    /// refreshes alone: the appearance loads, and the genres are shown again, and no error reaches
    /// the view. (The main controller's merge ends with the error: the matrix's situation 11 shows
    /// the next load lost.)
    @Test func signalIntentsKeepTheAppearancesWhenTheRefreshesFail() {
        let rock = Genre(id: 1, name: "Rock", trackCount: 2)
        let played = GenresRefreshesFailing(answering: [rock], SignalIntentsGenres.makeGenres)
        #expect(played.calls == ["genres() at 0", "genres() at 500"])
        #expect(played.shownGenres == [.next(0, []), .next(50, [rock])])
        #expect(played.loadingShownAt == [0, 0, 50, 500, 550])
    }

    /// A view rebuilt while its search is in flight, its field empty: the main code's search ends
    /// with the old view's subscription, and the rebuilt view is shown nothing of it; the kept
    /// search answers the rebuilt view at 500, then the empty field settles (750) and clears it.
    @Test func theKeptSearchAnswersAViewRebuiltWhileItWasInFlight() {
        let day = Track.sample(1, "Beautiful Day")
        let main = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let viewModel = SearchViewModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in
                viewModel.transform(input: .init(query: typed, selection: .never())).results.drive(shown)
            }
        }
        let variant = SearchRebuiltMidFlight(answering: [day]) { catalog, scheduler in
            let viewModel = KeptSearch.SearchViewModel(catalog: catalog, scheduler: scheduler)
            return { typed, shown in
                let output = viewModel.transform(input: .init(query: typed, selection: .never()))
                return Disposables.create(output.results.drive(shown), output.disposable)
            }
        }
        #expect(main.shownByTheRebuiltView == [.next(450, [])])
        #expect(main.queries == ["bea"])
        #expect(variant.shownByTheRebuiltView == [.next(450, []), .next(500, [day]), .next(750, [])])
        #expect(variant.queries == ["bea"])
    }
}
