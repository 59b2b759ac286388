import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView> {
        Presentation(reactor: GenresReactor(catalog: environment.catalog)) { GenresViewController() }
    }
}

/// Binds a genres view to a genres reactor.
final class GenresViewController: ViewController<any GenresView>, View {
    nonisolated(unsafe) var disposeBag = DisposeBag()
    var reactor: GenresReactor? { didSet { reactorDidChange() } }

    override func viewDidLoad() {
        super.viewDidLoad()
        performBinding()
    }

    nonisolated func bind(reactor: GenresReactor) {
        appearances.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
        view.refreshRequests.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.genres).distinctUntilChanged().bind(to: view.genres).disposed(by: disposeBag)
        reactor.state.map(\.phase.isLoading).distinctUntilChanged().bind(to: view.isLoading).disposed(by: disposeBag)
        reactor.state.map(\.phase.message).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        reactor.pulse(\.$message).compactMap { $0 }.bind(to: view.message).disposed(by: disposeBag)
    }
}
