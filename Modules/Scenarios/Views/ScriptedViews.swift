import Domain
import Features
import ReactiveCore
import Transcripts

/// What every scripted view shares: it knows whether it is on screen (its view controller says
/// so, `OnScreenView`), and it refuses a user intent while it is not: a user acts only
/// on a view that is loaded and shown. A refused intent stops the run (a programming error in the
/// script's player or the probe), as UIKit would never deliver a touch to a view in no window.
package class ScriptedView: OnScreenView {
    package var isOnScreen = false

    package init() {}

    /// Checks that the user can act: the view is loaded and on screen.
    func userActs(_ intent: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        precondition(
            isOnScreen, "\(type(of: self)): \(intent()) refused: the view is not loaded and on screen",
            file: file, line: line)
    }
}

extension RecordingTap {
    /// The scripted view inside the tap, to act as its user: `view.user.toggleFavorite(0)`.
    package var user: View { view }
}

extension RecordingTap: OnScreenView where View: OnScreenView {
    package var isOnScreen: Bool {
        get { view.isOnScreen }
        set { view.isOnScreen = newValue }
    }
}

/// The palette view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedPaletteView: ScriptedView, PaletteView {
    private let taps = PublishRelay<Void>()
    /// Called with each color the view is shown (after the tap around it recorded it): a view that
    /// reacts to its own output (a feedback loop) taps from here.
    package var onShow: (PaletteColor) -> Void = { _ in }

    package var changeColorRequests: Observable<Void> { taps.asObservable() }
    package var backgroundColor: Binder<PaletteColor> {
        Binder(self, scheduler: ImmediateScheduler()) { view, color in view.onShow(color) }
    }
    package var buttonTitle: Binder<String> { noScreen() }

    /// The user taps the button.
    package func tap() {
        userActs("tap")
        taps.accept(())
    }
}

/// The greeting view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedGreetingView: ScriptedView, GreetingView {
    private let nameField = BehaviorRelay(value: "")
    private let validations = PublishRelay<Void>()

    package var name: Observable<String> { nameField.asObservable() }
    package var validateRequests: Observable<Void> { validations.asObservable() }
    package var greeting: Binder<String> { noScreen() }

    /// The name field's text becomes `text`.
    package func type(_ text: String) {
        userActs("name \(text)")
        nameField.accept(text)
    }

    /// The user taps validate.
    package func validate() {
        userActs("validate")
        validations.accept(())
    }
}

/// The lazily loaded greeting view of a scenario: each control exists from its cell's
/// appearance on, and a new appearance reuses the cell with a fresh control, as a table view does.
/// Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedLazyGreetingView: ScriptedView, LazyGreetingView {
    package var cells: LazyGreetingCells?
    private var nameField: BehaviorRelay<String>?
    private var button: PublishRelay<Void>?
    // A cell's bag, replaced when the cell is reused (UIKit's `prepareForReuse`).
    private var nameCellBag = DisposeBag()
    private var buttonCellBag = DisposeBag()

    package var greeting: Binder<String> { noScreen() }

    /// The name field's cell appears (again), with an empty field: the user scrolled to it.
    package func showNameCell() {
        userActs("name-cell")
        nameCellBag = DisposeBag()
        let field = BehaviorRelay(value: "")
        nameField = field
        cells?.nameCellAppeared(text: field.asObservable()).disposed(by: nameCellBag)
    }

    /// The validate button's cell appears (again): the user scrolled to it.
    package func showButtonCell() {
        userActs("button-cell")
        buttonCellBag = DisposeBag()
        let button = PublishRelay<Void>()
        self.button = button
        cells?.buttonCellAppeared(taps: button.asObservable()).disposed(by: buttonCellBag)
    }

    /// Types into the name field, if its cell has appeared.
    package func type(_ text: String) {
        userActs("name \(text)")
        nameField?.accept(text)
    }

    /// Taps validate, if its cell has appeared.
    package func tapValidate() {
        userActs("validate")
        button?.accept(())
    }
}

/// The search view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedSearchView: ScriptedView, SearchView {
    private let queryField = BehaviorRelay(value: "")
    private let rowSelections = PublishRelay<Int>()

    package var query: Observable<String> { queryField.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var results: Binder<[Track]> { noScreen() }
    package var isLoading: Binder<Bool> { noScreen() }
    package var errorMessage: Binder<String?> { noScreen() }
    package var showTrack: Binder<Track> { noScreen() }

    /// The query field's text becomes `text`.
    package func type(_ text: String) {
        userActs("query \(text)")
        queryField.accept(text)
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        userActs("select \(index)")
        rowSelections.accept(index)
    }
}

/// The genres view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedGenresView: ScriptedView, GenresView {
    /// A subject rather than a relay, so that the view can end it: the control went away.
    private let refreshes = PublishSubject<Void>()
    private let rowSelections = PublishRelay<Int>()

    package var refreshRequests: Observable<Void> { refreshes.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var genres: Binder<[Genre]> { noScreen() }
    package var isLoading: Binder<Bool> { noScreen() }
    package var errorMessage: Binder<String?> { noScreen() }
    package var message: Binder<String> { noScreen() }

    /// The user asks to refresh.
    package func refresh() {
        userActs("refresh")
        refreshes.onNext(())
    }

    /// The refresh stream ends: with `error`, it fails; otherwise it completes (its control went
    /// away).
    package func endRefreshes(failing error: Error? = nil) {
        userActs("end refreshes")
        if let error { refreshes.onError(error) } else { refreshes.onCompleted() }
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        userActs("select \(index)")
        rowSelections.accept(index)
    }
}

/// The library view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedLibraryView: ScriptedView, LibraryView {
    private let toggles = PublishRelay<Int>()
    private let rowSelections = PublishRelay<Int>()

    package var favoriteToggles: Observable<Int> { toggles.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var items: Binder<[LibraryItem]> { noScreen() }
    package var errorMessage: Binder<String?> { noScreen() }
    package var openEditor: Binder<Track> { noScreen() }

    /// The user toggles the favorite mark of the row at `index`.
    package func toggleFavorite(_ index: Int) {
        userActs("favorite \(index)")
        toggles.accept(index)
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        userActs("select \(index)")
        rowSelections.accept(index)
    }
}

/// The editor view of a scenario. Wrapped in a `RecordingTap`, which records what it is shown.
package final class ScriptedEditorView: ScriptedView, EditorView {
    private let ratings = PublishRelay<Int>()
    private let notes = PublishRelay<String>()
    private let saves = PublishRelay<Void>()
    private let cancels = PublishRelay<Void>()

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

    /// The user picks `stars`.
    package func rate(_ stars: Int) {
        userActs("rating \(stars)")
        ratings.accept(stars)
    }

    /// The note field's text becomes `note`.
    package func editNote(_ note: String) {
        userActs("note \(note)")
        notes.accept(note)
    }

    /// The user taps save.
    package func save() {
        userActs("save")
        saves.accept(())
    }

    /// The user taps cancel.
    package func cancel() {
        userActs("cancel")
        cancels.accept(())
    }
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
