import Domain
import Features
import ReactiveCore
import Services
import StyleReactor

/// The genres reactor with its mutations observed on the main scheduler in `transform(mutation:)`
/// (`observe(on: MainScheduler.instance)`): ReactorKit leaves the hop to its users (#149, #218, and
/// again since #257, whose README puts it inside `mutate` and on streams merged in
/// `transform(mutation:)`); applied once here, every reduce runs on the main thread.
///
/// A variant of the matrix's situation 14, which the reactor's main code shows.
package final class MainMutationsGenresReactor: Reactor {
    /// What the user does.
    package enum Action: Equatable {
        /// The view appeared, or the user asks to refresh.
        case load
        /// The user selects the row at this index.
        case selectRow(Int)
    }

    /// A change of the state.
    package enum Mutation {
        /// Where the load stands.
        case setPhase(GenresRules.Phase)
        /// Show this one-shot message.
        case showMessage(String)
    }

    /// What the genres show.
    package struct State {
        /// Where the latest load stands.
        package var phase = GenresRules.Phase.idle
        /// The genres shown.
        package var genres: [Genre] = []
        /// A one-shot message about a selected genre.
        @Pulse package var message: String?
    }

    package let initialState = State()
    package let storage = ReactorStorage<MainMutationsGenresReactor>()
    private let catalog: CatalogService

    package init(catalog: CatalogService) {
        self.catalog = catalog
    }

    package func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .load:
            // A new load replaces the one in flight.
            let nextLoad = self.action.filter { $0 == .load }
            return GenresRules.load(from: catalog).map(Mutation.setPhase).take(until: nextLoad)
        case .selectRow(let index):
            guard let genre = GenresRules.genre(at: index, in: currentState.genres) else { return .empty() }
            return .just(.showMessage(GenresRules.summary(of: genre)))
        }
    }

    package func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        mutation.observe(on: MainScheduler.instance)
    }

    package func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setPhase(let phase):
            state.phase = phase
            state.genres = GenresRules.genres(after: phase, previous: state.genres)
        case .showMessage(let message):
            state.message = message
        }
        return state
    }
}

extension ReactorStyle {
    /// The variant, bound as the main code binds its reactor.
    @MainActor
    package static func makeMainMutationsGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .reactor(MainMutationsGenresReactor(catalog: environment.catalog)) {
            MainMutationsGenresViewController(view: $0)
        }
    }
}

/// Binds a genres view to a genres reactor.
final class MainMutationsGenresViewController: View {
    var disposeBag = DisposeBag()
    var reactor: MainMutationsGenresReactor? { didSet { reactorDidChange() } }
    private let view: GenresView

    init(view: GenresView) {
        self.view = view
    }

    func bind(reactor: MainMutationsGenresReactor) {
        view.appearances.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
        view.refreshRequests.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.genres).distinctUntilChanged().bind(to: view.genres).disposed(by: disposeBag)
        reactor.state.map(\.phase.isLoading).distinctUntilChanged().bind(to: view.isLoading).disposed(by: disposeBag)
        reactor.state.map(\.phase.message).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        reactor.pulse(\.$message).compactMap { $0 }.bind(to: view.message).disposed(by: disposeBag)
    }
}
