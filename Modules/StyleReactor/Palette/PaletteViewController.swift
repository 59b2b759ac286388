import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makePalette() -> Screen<PaletteView> {
        .reactor(PaletteReactor()) { PaletteViewController(view: $0, binding: $1) }
    }
}

/// Binds a palette view to a palette reactor.
final class PaletteViewController: View {
    var disposeBag = DisposeBag()
    var reactor: PaletteReactor? { didSet { reactorDidChange() } }
    private let view: PaletteView
    private let sides: BoundSides

    init(view: PaletteView, binding sides: BoundSides = [.actions, .state]) {
        self.view = view
        self.sides = sides
    }

    func bind(reactor: PaletteReactor) {
        if sides.contains(.actions) {
            view.changeColorRequests.map { .changeColor }.bind(to: reactor.action).disposed(by: disposeBag)
        }
        if sides.contains(.state) {
            let color = reactor.state.map(\.color).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
            color.drive(view.backgroundColor).disposed(by: disposeBag)
            color.map(PaletteColor.buttonTitle(showing:)).drive(view.buttonTitle).disposed(by: disposeBag)
        }
    }
}
