import Domain
import Features
import ReactiveCore
import Scenarios
import Transcripts

/// Situation 7's palette view: it calls `onShow` with each color (a view that reacts to its own
/// output taps from there), and taps through its button. The probe wraps it in a `RecordingTap`,
/// which records each color before the view is shown it.
///
/// Its button is a ``ProbeControl`` (no debug check of its own, as a UIKit control's
/// target-action has none), or, with `ownRelay`, a relay of its own that a tap sent from inside
/// `onShow` re-enters.
final class FeedbackPaletteView: PaletteView {
    private let control = ProbeControl()
    private let relay: PublishRelay<Void>?
    /// Called with each color the view is shown, after the tap around it recorded it.
    var onShow: (PaletteColor) -> Void = { _ in }

    init(ownRelay: Bool) {
        relay = ownRelay ? PublishRelay() : nil
    }

    /// A tap on the button.
    func tap() {
        if let relay { relay.accept(()) } else { control.send() }
    }

    var changeColorRequests: Observable<Void> { relay?.asObservable() ?? control.asObservable() }
    var backgroundColor: Binder<PaletteColor> {
        Binder(self, scheduler: ImmediateScheduler()) { view, color in view.onShow(color) }
    }
    /// The title is not shown: the tap around the view records it.
    var buttonTitle: Binder<String> { noScreen() }
}

/// A button's taps as a probe's view sends them: each tap goes straight to every observer
/// subscribed, with no debug check of its own (as a control's target-action in UIKit), so a tap
/// sent while one is being delivered is counted, if at all, where the style's code is re-entered.
final class ProbeControl: ObservableType {
    typealias Element = Void
    private var observers: [Int: AnyObserver<Void>] = [:]
    private var nextKey = 0

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Void {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        return Disposables.create { [weak self] in _ = self?.observers.removeValue(forKey: key) }
    }

    /// Sends a tap to every observer subscribed now.
    func send() {
        for observer in observers.values { observer.onNext(()) }
    }
}
