import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    /// The genres over the main reactor, bound by `FreshPulseGenresViewController`.
    @MainActor
    package static func makeFreshPulseGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .reactor(GenresReactor(catalog: environment.catalog)) { FreshPulseGenresViewController(view: $0, binding: $1) }
    }
}

/// Binds a genres view to a genres reactor, skipping the message pulse's value at subscription,
/// as `FreshPulseLibraryViewController` skips the editor's: only the messages sent after the
/// view binds are this view's.
///
/// The variant of the matrix's situation 12 for the genres: the main view controller takes the
/// replayed pulse, so a rebuilt view shows the message the last view showed.
final class FreshPulseGenresViewController: View {
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
            reactor.pulse(\.$message).skip(1).compactMap { $0 }.asSignal(onErrorSignalWith: .empty())
                .emit(to: view.message).disposed(by: disposeBag)
        }
    }
}
