import Domain
import Features
import ReactiveCore
import Services
import StyleReactor

/// The library reactor with its mutations observed on the main scheduler in `transform(mutation:)`
/// (`observe(on: MainScheduler.instance)`): ReactorKit leaves the hop to its users (#149, #218, and
/// again since #257, whose README puts it inside `mutate` and on streams merged in
/// `transform(mutation:)`); applied once here, every reduce runs on the main thread.
///
/// A variant of the matrix's situation 14, which the reactor's main code shows.
package final class MainMutationsLibraryReactor: Reactor {
    /// What the user does.
    package enum Action {
        /// The user toggles the favorite mark of the row at this index.
        case toggleFavorite(Int)
        /// The user selects the row at this index.
        case selectRow(Int)
    }

    /// A change of the state.
    package enum Mutation {
        /// The favorites, as the library now has them.
        case setItems([LibraryItem])
        /// How the latest change ended: `nil`, or its failure's message.
        case setFailure(String?)
        /// Open the editor for this track.
        case openEditor(Track)
    }

    /// What the library shows.
    package struct State {
        /// The favorites, most recently changed first; `nil` until the library has answered.
        package var items: [LibraryItem]?
        /// The message about a failed change, if any.
        package var failure: String?
        /// The track to edit: once per selection.
        @Pulse package var trackToEdit: Track?
    }

    package let initialState = State()
    package let storage = ReactorStorage<MainMutationsLibraryReactor>()
    private let library: LibraryService

    package init(library: LibraryService) {
        self.library = library
    }

    package func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .toggleFavorite(let index):
            guard let item = LibraryRules.item(at: index, in: currentState.items ?? []) else { return .empty() }
            return LibraryRules.toggle(item, in: library).map(Mutation.setFailure)
        case .selectRow(let index):
            guard let item = LibraryRules.item(at: index, in: currentState.items ?? []) else { return .empty() }
            return .just(.openEditor(item.track))
        }
    }

    /// Adds the favorites, live: observed once, for as long as the reactor lives. A read error
    /// ends them with an empty list, as the other styles' Drivers do: uncaught, it would end the
    /// state stream, and every later action would come to nothing.
    package func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        Observable.merge(mutation, library.favorites().map(Mutation.setItems).catch { _ in .just(.setItems([])) })
            .observe(on: MainScheduler.instance)
    }

    package func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setItems(let items): state.items = items
        case .setFailure(let failure): state.failure = failure
        case .openEditor(let track): state.trackToEdit = track
        }
        return state
    }
}

extension ReactorStyle {
    /// The variant, bound as the main code binds its reactor.
    @MainActor
    package static func makeMainMutationsLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .reactor(MainMutationsLibraryReactor(library: environment.library)) {
            MainMutationsLibraryViewController(view: $0)
        }
    }
}

/// Binds a library view to a library reactor; without `showingErrors`, for a view with no error
/// label.
package final class MainMutationsLibraryViewController: View {
    package var disposeBag = DisposeBag()
    package var reactor: MainMutationsLibraryReactor? { didSet { reactorDidChange() } }
    private let view: LibraryView
    private let showingErrors: Bool

    package init(view: LibraryView, showingErrors: Bool = true) {
        self.view = view
        self.showingErrors = showingErrors
    }

    package func bind(reactor: MainMutationsLibraryReactor) {
        view.favoriteToggles.map { .toggleFavorite($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.compactMap(\.items).distinctUntilChanged().bind(to: view.items).disposed(by: disposeBag)
        if showingErrors {
            reactor.state.map(\.failure).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        }
        reactor.pulse(\.$trackToEdit).compactMap { $0 }.bind(to: view.openEditor).disposed(by: disposeBag)
    }
}
