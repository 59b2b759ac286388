import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makePalette() -> Presentation<any PaletteView> {
        Presentation(reactor: PaletteReactor()) { PaletteViewController() }
    }
}

/// Binds a palette view to a palette reactor.
final class PaletteViewController: ViewController<any PaletteView>, View {
    nonisolated(unsafe) var disposeBag = DisposeBag()
    var reactor: PaletteReactor? { didSet { reactorDidChange() } }

    override func viewDidLoad() {
        super.viewDidLoad()
        performBinding()
    }

    nonisolated func bind(reactor: PaletteReactor) {
        view.changeColorRequests.map { .changeColor }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.color).distinctUntilChanged().bind(to: view.backgroundColor).disposed(by: disposeBag)
        reactor.state.map(\.color).distinctUntilChanged().map(PaletteColor.buttonTitle(showing:))
            .bind(to: view.buttonTitle).disposed(by: disposeBag)
    }
}
