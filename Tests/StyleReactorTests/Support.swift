import Domain
import Features
import ReactiveCore

/// A palette view whose button a test taps and whose screen it reads.
final class TestPaletteView: PaletteView {
    let taps = PublishRelay<Void>()
    private(set) var colors: [PaletteColor] = []
    private(set) var titles: [String] = []

    var changeColorRequests: Observable<Void> { taps.asObservable() }
    var backgroundColor: Binder<PaletteColor> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { view, color in view.colors.append(color) }
    }
    var buttonTitle: Binder<String> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { view, title in view.titles.append(title) }
    }
}
