import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        Presentation(reactor: LibraryReactor(library: environment.library)) { LibraryViewController() }
    }
}

/// Binds a library view to a library reactor; without `showingErrors`, for a view with no error
/// label.
package final class LibraryViewController: ViewController<any LibraryView>, View {
    package nonisolated(unsafe) var disposeBag = DisposeBag()
    package var reactor: LibraryReactor? { didSet { reactorDidChange() } }
    private nonisolated let showingErrors: Bool

    package init(showingErrors: Bool = true) {
        self.showingErrors = showingErrors
        super.init()
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        performBinding()
    }

    package nonisolated func bind(reactor: LibraryReactor) {
        view.favoriteToggles.map { .toggleFavorite($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.selections.map { .selectRow($0) }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.compactMap(\.items).distinctUntilChanged().bind(to: view.items).disposed(by: disposeBag)
        if showingErrors {
            reactor.state.map(\.failure).distinctUntilChanged().bind(to: view.errorMessage).disposed(by: disposeBag)
        }
        reactor.pulse(\.$trackToEdit).compactMap { $0 }.bind(to: view.openEditor).disposed(by: disposeBag)
    }
}
