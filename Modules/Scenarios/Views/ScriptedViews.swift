import Domain
import Features
import ReactiveCore
import Transcripts

/// The palette view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedPaletteView: PaletteView {
    package let taps = PublishRelay<Void>()
    /// Called with each color the view is shown (after the tap around it recorded it): a view that
    /// reacts to its own output (a feedback loop) taps from here.
    package var onShow: (PaletteColor) -> Void = { _ in }

    package init() {}

    package var changeColorRequests: Observable<Void> { taps.asObservable() }
    package var backgroundColor: Binder<PaletteColor> {
        Binder(self, scheduler: ImmediateScheduler()) { view, color in view.onShow(color) }
    }
    package var buttonTitle: Binder<String> { noScreen() }
}

/// The greeting view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedGreetingView: GreetingView {
    package let nameField = BehaviorRelay(value: "")
    package let validations = PublishRelay<Void>()

    package init() {}

    package var name: Observable<String> { nameField.asObservable() }
    package var validateRequests: Observable<Void> { validations.asObservable() }
    package var greeting: Binder<String> { noScreen() }
}

/// The lazily loaded greeting view of a scenario: each control exists from its cell's
/// appearance on, and a new appearance reuses the cell with a fresh control, as a table view does.
/// Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedLazyGreetingView: LazyGreetingView {
    package var cells: LazyGreetingCells?
    private var nameField: BehaviorRelay<String>?
    private var button: PublishRelay<Void>?
    // A cell's bag, replaced when the cell is reused (UIKit's `prepareForReuse`).
    private var nameCellBag = DisposeBag()
    private var buttonCellBag = DisposeBag()

    package init() {}

    package var greeting: Binder<String> { noScreen() }

    package func showNameCell() {
        nameCellBag = DisposeBag()
        let field = BehaviorRelay(value: "")
        nameField = field
        cells?.nameCellAppeared(text: field.asObservable()).disposed(by: nameCellBag)
    }

    package func showButtonCell() {
        buttonCellBag = DisposeBag()
        let button = PublishRelay<Void>()
        self.button = button
        cells?.buttonCellAppeared(taps: button.asObservable()).disposed(by: buttonCellBag)
    }

    /// Types into the name field, if its cell has appeared.
    package func type(_ text: String) { nameField?.accept(text) }

    /// Taps validate, if its cell has appeared.
    package func tapValidate() { button?.accept(()) }
}

/// The search view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedSearchView: SearchView {
    package let queryField = BehaviorRelay(value: "")
    package let rowSelections = PublishRelay<Int>()

    package init() {}

    package var query: Observable<String> { queryField.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var results: Binder<[Track]> { noScreen() }
    package var isLoading: Binder<Bool> { noScreen() }
    package var errorMessage: Binder<String?> { noScreen() }
    package var showTrack: Binder<Track> { noScreen() }
}

/// The genres view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedGenresView: GenresView {
    /// A subject rather than a relay, so that the view can end it: the control went away.
    package let appearanceEvents = PublishSubject<Void>()
    package let refreshes = PublishRelay<Void>()
    package let rowSelections = PublishRelay<Int>()

    package init() {}

    package var appearances: Observable<Void> { appearanceEvents.asObservable() }
    package var refreshRequests: Observable<Void> { refreshes.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var genres: Binder<[Genre]> { noScreen() }
    package var isLoading: Binder<Bool> { noScreen() }
    package var errorMessage: Binder<String?> { noScreen() }
    package var message: Binder<String> { noScreen() }
}

/// The library view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedLibraryView: LibraryView {
    package let toggles = PublishRelay<Int>()
    package let rowSelections = PublishRelay<Int>()

    package init() {}

    package var favoriteToggles: Observable<Int> { toggles.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var items: Binder<[LibraryItem]> { noScreen() }
    package var errorMessage: Binder<String?> { noScreen() }
    package var openEditor: Binder<Track> { noScreen() }
}

/// The editor view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedEditorView: EditorView {
    package let ratings = PublishRelay<Int>()
    package let notes = PublishRelay<String>()
    package let saves = PublishRelay<Void>()
    package let cancels = PublishRelay<Void>()

    package init() {}

    package var ratingEdits: Observable<Int> { ratings.asObservable() }
    package var noteEdits: Observable<String> { notes.asObservable() }
    package var saveRequests: Observable<Void> { saves.asObservable() }
    package var cancelRequests: Observable<Void> { cancels.asObservable() }
    package var title: Binder<String> { noScreen() }
    package var draft: Binder<EntryDraft> { noScreen() }
    package var isSaveEnabled: Binder<Bool> { noScreen() }
    package var validationMessage: Binder<String?> { noScreen() }
    package var saveResult: Binder<String> { noScreen() }
    package var close: Binder<Void> { noScreen() }
}

/// A binder for an output that a scripted or probe view has no screen to show on: the tap around
/// the view records the value, and that is all a scenario or a probe needs.
package func noScreen<Value>() -> Binder<Value> {
    Binder(NoScreen.shared, scheduler: ImmediateScheduler()) { _, _ in }
}

/// What a scripted view's outputs are bound to: nothing on screen.
private final class NoScreen: Sendable {
    static let shared = NoScreen()
}
