import Features
import ReactiveCore
import TerminalUI

/// The greeting in a terminal: type a name, Enter validates. A pane wraps it in a `RecordingTap`,
/// which records what it is shown.
final class TerminalGreetingView: GreetingView, TerminalFeatureView {
    private let field = TextField(label: "Name")
    private let button = Button("Validate")
    private let label = Label()
    var name: Observable<String> { field.rx.text.asObservable() }
    var validateRequests: Observable<Void> { button.rx.tap.asObservable() }
    var greeting: Binder<String> { label.rx.text }

    let takesText = true

    func handle(_ key: Key) -> Bool {
        if key == .enter {
            button.press()
            return true
        }
        return field.handle(key)
    }

    func draw(in canvas: Canvas) {
        field.draw(in: canvas.rows(from: 0, count: 1))
        button.draw(in: canvas.rows(from: 2, count: 1))
        label.draw(in: canvas.rows(from: 4, count: 1))
    }
}
