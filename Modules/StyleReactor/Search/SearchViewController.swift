import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView> {
        Presentation(reactor: SearchReactor(catalog: environment.catalog)) {
            SearchViewController(scheduler: environment.scheduler)
        }
    }
}

/// Binds a search view to a search reactor; the view sends the query once it has settled, as
/// ReactorKit's GitHubSearch example times its search bar's text before `bind(to: reactor.action)`.
final class SearchViewController: ViewController<any SearchView>, View {
    nonisolated(unsafe) var disposeBag = DisposeBag()
    var reactor: SearchReactor? { didSet { reactorDidChange() } }
    /// The clock of the query's debounce (the main scheduler in an app).
    nonisolated(unsafe) private let scheduler: SchedulerType

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        performBinding()
    }

    nonisolated func bind(reactor: SearchReactor) {
        view.query
            .debounce(SearchRules.debounce, scheduler: scheduler)
            .map { .updateQuery($0) }
            .bind(to: reactor.action)
            .disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.results).distinctUntilChanged().bind(to: view.results).disposed(by: disposeBag)
        reactor.state.map(\.phase.isLoading).distinctUntilChanged().bind(to: view.isLoading).disposed(by: disposeBag)
        reactor.state.map(\.phase.message).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        reactor.pulse(\.$trackToShow).compactMap { $0 }.bind(to: view.showTrack).disposed(by: disposeBag)
    }
}
