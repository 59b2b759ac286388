import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .reactor(LibraryReactor(library: environment.library)) { LibraryViewController(view: $0) }
    }

    /// The library for a view with no error label: the error message is left unbound.
    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .reactor(LibraryReactor(library: environment.library)) {
            LibraryViewController(view: $0, showingErrors: false)
        }
    }
}

/// Binds a library view to a library reactor; without `showingErrors`, for a view with no error
/// label.
final class LibraryViewController: View {
    var disposeBag = DisposeBag()
    var reactor: LibraryReactor? { didSet { reactorDidChange() } }
    private let view: LibraryView
    private let showingErrors: Bool

    init(view: LibraryView, showingErrors: Bool = true) {
        self.view = view
        self.showingErrors = showingErrors
    }

    func bind(reactor: LibraryReactor) {
        view.favoriteToggles.map { .toggleFavorite($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.compactMap(\.items).distinctUntilChanged().bind(to: view.items).disposed(by: disposeBag)
        if showingErrors {
            reactor.state.map(\.failure).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        }
        reactor.pulse(\.$trackToEdit).compactMap { $0 }.bind(to: view.openEditor).disposed(by: disposeBag)
    }
}
