import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makePalette() -> Screen<PaletteView> {
        .reactor(PaletteReactor()) { PaletteViewController(view: $0) }
    }
}

/// Binds a palette view to a palette reactor.
final class PaletteViewController: View {
    var disposeBag = DisposeBag()
    var reactor: PaletteReactor? { didSet { reactorDidChange() } }
    private let view: PaletteView

    init(view: PaletteView) {
        self.view = view
    }

    func bind(reactor: PaletteReactor) {
        view.changeColorRequests.map { .changeColor }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.color).distinctUntilChanged().bind(to: view.backgroundColor).disposed(by: disposeBag)
        reactor.state.map(\.color).distinctUntilChanged().map(PaletteColor.buttonTitle(showing:))
            .bind(to: view.buttonTitle).disposed(by: disposeBag)
    }
}
