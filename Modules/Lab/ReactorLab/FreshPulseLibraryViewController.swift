import Domain
import Features
import Lab
import ReactiveCore
import StyleReactor

extension ReactorStyle {
    /// The library over the main reactor, bound by `FreshPulseLibraryViewController`.
    @MainActor
    package static func makeFreshPulseLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .reactor(LibraryReactor(library: environment.library)) { FreshPulseLibraryViewController(view: $0) }
    }
}

/// Binds a library view to a library reactor, skipping the pulse's value at subscription: the
/// state stream replays the current state, so the first value a view is given is the pulse
/// another view (or no view) was already sent; only the pulses that come after are this view's.
///
/// The variant of the matrix's situation 12: the main view controller takes the replayed pulse,
/// so a rebuilt view opens the editor the last view opened. The rest is the main view controller's
/// code, as written there, so that the variant's price is the fix alone.
final class FreshPulseLibraryViewController: View {
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
        reactor.pulse(\.$trackToEdit).skip(1).compactMap { $0 }.bind(to: view.openEditor).disposed(by: disposeBag)
    }
}
