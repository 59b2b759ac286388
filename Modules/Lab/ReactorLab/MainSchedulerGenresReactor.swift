import Domain
import Features
import ReactiveCore
import Services
import StyleReactor

/// The genres reactor with ReactorKit 3.2.0's own remedy, one line: its `scheduler` set to the main
/// scheduler (README, "Scheduling"). As in 3.2.0, the scheduler observes the actions only: an answer
/// that arrives later is still reduced where it arrives (ReactorKit #149), which the matrix plays.
///
/// A variant of the matrix's situation 14, which the reactor's main code shows.
package final class MainSchedulerGenresReactor: Reactor {
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

    package let scheduler: Scheduler = MainScheduler.instance
    package let initialState = State()
    package let storage = ReactorStorage<MainSchedulerGenresReactor>()
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
    package static func makeMainSchedulerGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .reactor(MainSchedulerGenresReactor(catalog: environment.catalog)) {
            MainSchedulerGenresViewController(view: $0)
        }
    }
}

/// Binds a genres view to a genres reactor.
final class MainSchedulerGenresViewController: View {
    var disposeBag = DisposeBag()
    var reactor: MainSchedulerGenresReactor? { didSet { reactorDidChange() } }
    private let view: GenresView

    init(view: GenresView) {
        self.view = view
    }

    func bind(reactor: MainSchedulerGenresReactor) {
        view.appearances.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
        view.refreshRequests.map { .load }.bind(to: reactor.action).disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.genres).distinctUntilChanged().bind(to: view.genres).disposed(by: disposeBag)
        reactor.state.map(\.phase.isLoading).distinctUntilChanged().bind(to: view.isLoading).disposed(by: disposeBag)
        reactor.state.map(\.phase.message).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        reactor.pulse(\.$message).compactMap { $0 }.bind(to: view.message).disposed(by: disposeBag)
    }
}
