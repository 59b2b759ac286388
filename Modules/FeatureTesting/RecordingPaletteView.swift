import Domain
import Features
import ReactiveCore

/// A palette view for tests: the test taps the button; every output is recorded with its time.
package final class RecordingPaletteView: PaletteView {
    /// Button taps: `accept` taps.
    package let taps = PublishRelay<Void>()
    /// The background colors shown.
    package let shownColors: Shown<PaletteColor>
    /// The button titles shown.
    package let shownTitles: Shown<String>

    /// A view whose outputs are timed by `now` (milliseconds).
    package init(_ now: @escaping () -> Int = { 0 }) {
        shownColors = Shown(now)
        shownTitles = Shown(now)
    }

    package var changeColorRequests: Observable<Void> { taps.asObservable() }
    package var backgroundColor: Binder<PaletteColor> { shownColors.binder }
    package var buttonTitle: Binder<String> { shownTitles.binder }
}
