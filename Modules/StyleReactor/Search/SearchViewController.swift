import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        .reactor(SearchReactor(catalog: environment.catalog, scheduler: environment.scheduler)) {
            SearchViewController(view: $0)
        }
    }
}

/// Binds a search view to a search reactor.
final class SearchViewController: View {
    var disposeBag = DisposeBag()
    var reactor: SearchReactor? { didSet { reactorDidChange() } }
    private let view: SearchView

    init(view: SearchView) {
        self.view = view
    }

    func bind(reactor: SearchReactor) {
        view.query.map { .updateQuery($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.results).distinctUntilChanged().bind(to: view.results).disposed(by: disposeBag)
        reactor.state.map(\.phase.isLoading).distinctUntilChanged().bind(to: view.isLoading).disposed(by: disposeBag)
        reactor.state.map(\.phase.message).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        reactor.pulse(\.$trackToShow).compactMap { $0 }.bind(to: view.showTrack).disposed(by: disposeBag)
    }
}
