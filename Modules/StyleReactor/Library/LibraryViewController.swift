import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .reactor(LibraryReactor(library: environment.library)) { LibraryViewController(view: $0) }
    }
}

/// Binds a library view to a library reactor; without `showingErrors`, for a view with no error
/// label.
package final class LibraryViewController: View {
    package var disposeBag = DisposeBag()
    package var reactor: LibraryReactor? { didSet { reactorDidChange() } }
    private let view: LibraryView
    private let showingErrors: Bool

    package init(view: LibraryView, showingErrors: Bool = true) {
        self.view = view
        self.showingErrors = showingErrors
    }

    package func bind(reactor: LibraryReactor) {
        view.favoriteToggles.map { .toggleFavorite($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.compactMap(\.items).distinctUntilChanged().bind(to: view.items).disposed(by: disposeBag)
        if showingErrors {
            reactor.state.map(\.failure).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        }
        reactor.pulse(\.$trackToEdit).compactMap { $0 }.bind(to: view.openEditor).disposed(by: disposeBag)
    }
}
