import Domain
import Features
import Lab
import ReactiveCore
import StyleReactor

extension ReactorStyle {
    /// The genres over the main reactor, bound by `FreshPulseGenresViewController`.
    @MainActor
    package static func makeFreshPulseGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .reactor(GenresReactor(catalog: environment.catalog)) { FreshPulseGenresViewController(view: $0) }
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

    init(view: GenresView) {
        self.view = view
    }

    func bind(reactor: GenresReactor) {
        view.appearances.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
        view.refreshRequests.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.genres).distinctUntilChanged().bind(to: view.genres).disposed(by: disposeBag)
        reactor.state.map(\.phase.isLoading).distinctUntilChanged().bind(to: view.isLoading).disposed(by: disposeBag)
        reactor.state.map(\.phase.message).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        reactor.pulse(\.$message).skip(1).compactMap { $0 }.bind(to: view.message).disposed(by: disposeBag)
    }
}
