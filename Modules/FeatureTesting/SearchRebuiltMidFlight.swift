import Domain
import ReactiveCore
import ReactiveTesting
import Services

/// A search whose view is rebuilt while its search is in flight, played on virtual time: a first
/// view shows the results from 0 and types "bea" at 100 (it settles at 400 and the catalog
/// answers 100 ms later, at 500); at 450 that view goes and a second view binds, its field empty, as
/// the matrix's rebuilt view is. Situation 17 of the pitfall matrix, on one view model, without a view
/// controller.
package struct SearchRebuiltMidFlight {
    /// What the second view was shown, at its virtual times.
    package let shownByTheRebuiltView: [Recorded<Event<[Track]>>]
    /// The queries the catalog was asked, in order.
    package let queries: [String]

    /// Plays it on the search `make` makes over a catalog answering `answer`. `make` returns
    /// how a view binds to that search: given what the view types and where it shows the results,
    /// it binds them and returns what the view holds while it is shown.
    @MainActor
    package init(
        answering answer: [Track],
        _ make: (CatalogService, SchedulerType) -> (Observable<String>, AnyObserver<[Track]>) -> Disposable
    ) {
        let scheduler = TestScheduler.milliseconds()
        let calls = CallLog()
        let catalog = CatalogService.canned(answering: answer, after: .milliseconds(100), on: scheduler, log: calls)
        let typed = scheduler.createHotObservable([.next(100, "bea")])
        let shownByTheFirstView = Shown<[Track]> { scheduler.clock }
        let rebuilt = Shown<[Track]> { scheduler.clock }
        var views: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let bindView = make(catalog, scheduler)
            views.append(bindView(typed.asObservable(), AnyObserver(shownByTheFirstView.binder)))
            scheduler.scheduleAt(450) {
                views[0].dispose()
                // A new view's field publishes its text, empty, as it is bound, then nothing.
                views.append(bindView(Observable.never().startWith(""), AnyObserver(rebuilt.binder)))
            }
            scheduler.start()
        }
        views.forEach { $0.dispose() }
        shownByTheRebuiltView = rebuilt.events
        queries = calls.queries
    }
}
