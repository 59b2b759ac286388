import ReactiveCore

/// A button: pressing it, when enabled, sends a tap.
package final class Button: Widget, ReactiveCompatible {
    /// The title shown between brackets.
    package var title: String
    /// Whether a press sends a tap.
    package var isEnabled = true
    private let taps = PublishSubject<Void>()

    package init(_ title: String) {
        self.title = title
    }

    deinit {
        taps.onCompleted()
    }

    /// The user presses the button: a tap, if it is enabled.
    package func press() {
        if isEnabled { taps.onNext(()) }
    }

    package func draw(in canvas: Canvas) {
        canvas.text("[ \(title) ]", y: 0, style: isEnabled ? Look.button : Look.disabled)
    }

    fileprivate var tapEvents: Observable<Void> { taps.asObservable() }
}

extension Reactive where Base: Button {
    /// The button's taps; they complete when the button goes away.
    package var tap: ControlEvent<Void> {
        ControlEvent(events: base.tapEvents)
    }

    /// Sets the button's title.
    package var title: Binder<String> {
        Binder(base) { button, title in button.title = title }
    }

    /// Enables or disables the button.
    package var isEnabled: Binder<Bool> {
        Binder(base) { button, enabled in button.isEnabled = enabled }
    }
}
