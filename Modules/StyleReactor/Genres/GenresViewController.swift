import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .reactor(GenresReactor(catalog: environment.catalog)) { GenresViewController(view: $0, binding: $1) }
    }
}

/// Binds a genres view to a genres reactor.
final class GenresViewController: View {
    var disposeBag = DisposeBag()
    var reactor: GenresReactor? { didSet { reactorDidChange() } }
    private let view: GenresView
    private let sides: BoundSides

    init(view: GenresView, binding sides: BoundSides = [.actions, .state]) {
        self.view = view
        self.sides = sides
    }

    func bind(reactor: GenresReactor) {
        if sides.contains(.actions) {
            view.appearances.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
            view.refreshRequests.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
            view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        }
        if sides.contains(.state) {
            reactor.state.map(\.genres).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
                .drive(view.genres).disposed(by: disposeBag)
            reactor.state.map(\.phase.isLoading).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
                .drive(view.isLoading).disposed(by: disposeBag)
            reactor.state.map(\.phase.message).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
                .drive(view.errorMessage).disposed(by: disposeBag)
            reactor.pulse(\.$message).compactMap { $0 }.asSignal(onErrorSignalWith: .empty())
                .emit(to: view.message).disposed(by: disposeBag)
        }
    }
}
