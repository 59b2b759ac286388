import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        let reactor = SearchReactor(catalog: environment.catalog, scheduler: environment.scheduler)
        return .reactor(reactor) { SearchViewController(view: $0, binding: $1) }
    }
}

/// Binds a search view to a search reactor.
final class SearchViewController: View {
    var disposeBag = DisposeBag()
    var reactor: SearchReactor? { didSet { reactorDidChange() } }
    private let view: SearchView
    private let sides: BoundSides

    init(view: SearchView, binding sides: BoundSides = [.actions, .state]) {
        self.view = view
        self.sides = sides
    }

    func bind(reactor: SearchReactor) {
        if sides.contains(.actions) {
            view.query.map { .updateQuery($0) }.bind(to: reactor.action).disposed(by: disposeBag)
            view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        }
        if sides.contains(.state) {
            reactor.state.map(\.results).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
                .drive(view.results).disposed(by: disposeBag)
            reactor.state.map(\.phase.isLoading).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
                .drive(view.isLoading).disposed(by: disposeBag)
            reactor.state.map(\.phase.message).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
                .drive(view.errorMessage).disposed(by: disposeBag)
            reactor.pulse(\.$trackToShow).compactMap { $0 }.asSignal(onErrorSignalWith: .empty())
                .emit(to: view.showTrack).disposed(by: disposeBag)
        }
    }
}
