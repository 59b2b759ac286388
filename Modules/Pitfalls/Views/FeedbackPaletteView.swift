import Domain
import Features
import ReactiveCore
import Scenarios
import Transcripts

/// Situation 7's palette view, as a team writes a view that reacts to its own output (a control
/// that cascades): shown blue, it taps its own button once more, from inside the binder. Its fix,
/// `Fixes/EnqueuedFeedbackPalette.patch`, is a patch of this file, as a lab's fixes are of a
/// style's files.
///
/// Its button is a ``ProbeControl`` (no debug check of its own, as a UIKit control's
/// target-action has none), or, with `ownRelay`, a relay of its own that a tap sent from inside
/// the binder re-enters. Its binders run at once, as the main scheduler's do on the main thread
/// (``ImmediateScheduler``, the probe's stand-in); the probe wraps it in a `RecordingTap`, which
/// records each color before the view is shown it.
final class FeedbackPaletteView: FeedbackView {
    private let control = ProbeControl()
    private let relay: PublishRelay<Void>?
    /// The main queue, which the view has whether or not it enqueues anything on it.
    private let mainQueue: MainQueue
    private var fedBack = false

    init(mainQueue: MainQueue, ownRelay: Bool) {
        self.mainQueue = mainQueue
        relay = ownRelay ? PublishRelay() : nil
    }

    func tap() {
        if let relay { relay.accept(()) } else { control.send() }
    }

    var changeColorRequests: Observable<Void> { relay?.asObservable() ?? control.asObservable() }
    var backgroundColor: Binder<PaletteColor> {
        Binder(self, scheduler: ImmediateScheduler()) { view, color in
            guard color == .blue, !view.fedBack else { return }
            view.fedBack = true
            view.tap()
        }
    }
    /// The title is not shown: the tap around the view records it.
    var buttonTitle: Binder<String> { noScreen() }
}
