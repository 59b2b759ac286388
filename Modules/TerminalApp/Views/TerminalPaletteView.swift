import Domain
import Features
import ReactiveCore
import TerminalUI

/// The palette in a terminal: a swatch of the background color and the button that changes it
/// (Enter or Space). A pane wraps it in a `RecordingTap`, which records what it is shown.
final class TerminalPaletteView: PaletteView, TerminalFeatureView {
    private let button = Button("")
    private var color: PaletteColor?
    init() {}

    var changeColorRequests: Observable<Void> { button.rx.tap.asObservable() }
    var backgroundColor: Binder<PaletteColor> {
        Binder(self) { view, color in view.color = color }
    }
    var buttonTitle: Binder<String> { button.rx.title }

    let takesText = false

    func handle(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        button.press()
        return true
    }

    func draw(in canvas: Canvas) {
        let swatch = canvas.region(Rect(x: 0, y: 0, width: canvas.width, height: max(1, min(5, canvas.height - 2))))
        let style = CellStyle(foreground: .white, background: color?.terminalColor ?? .standard, bold: true)
        swatch.fill(style)
        let name = color?.rawValue ?? "no color yet"
        swatch.text(name, x: max(0, (swatch.width - name.displayWidth) / 2), y: swatch.height / 2, style: style)
        button.draw(in: canvas.rows(from: swatch.height + 1, count: 1))
    }
}

extension PaletteColor {
    fileprivate var terminalColor: TerminalColor {
        switch self {
        case .red: .red
        case .blue: .blue
        case .purple: .magenta
        }
    }
}
