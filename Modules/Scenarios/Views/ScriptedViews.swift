import Domain
import Features
import ReactiveCore

/// The palette view of a scenario.
final class ScriptedPaletteView: PaletteView {
    let taps = PublishRelay<Void>()
    let recorder: TranscriptRecorder
    /// Called with each color the view is shown, after recording it: a view that reacts to its
    /// own output (a feedback loop) taps from here.
    var onShow: (PaletteColor) -> Void = { _ in }

    init(recorder: TranscriptRecorder) { self.recorder = recorder }

    var changeColorRequests: Observable<Void> { taps.asObservable() }
    var backgroundColor: Binder<PaletteColor> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { view, color in
            view.recorder.record("backgroundColor", color.rawValue)
            view.onShow(color)
        }
    }
    var buttonTitle: Binder<String> { recording(recorder, "buttonTitle", Rendering.quoted) }
}

/// The greeting view of a scenario.
final class ScriptedGreetingView: GreetingView {
    let nameField = BehaviorRelay(value: "")
    let validations = PublishRelay<Void>()
    let recorder: TranscriptRecorder

    init(recorder: TranscriptRecorder) { self.recorder = recorder }

    var name: Observable<String> { nameField.asObservable() }
    var validateRequests: Observable<Void> { validations.asObservable() }
    var greeting: Binder<String> { recording(recorder, "greeting", Rendering.quoted) }
}

/// The lazily loaded greeting view of a scenario: each control exists from its cell's
/// appearance on, and a new appearance reuses the cell with a fresh control, as a table view does.
final class ScriptedLazyGreetingView: LazyGreetingView {
    var cells: LazyGreetingCells?
    private var nameField: BehaviorRelay<String>?
    private var button: PublishRelay<Void>?
    // A cell's bag, replaced when the cell is reused (UIKit's `prepareForReuse`).
    private var nameCellBag = DisposeBag()
    private var buttonCellBag = DisposeBag()
    let recorder: TranscriptRecorder

    init(recorder: TranscriptRecorder) { self.recorder = recorder }

    var greeting: Binder<String> { recording(recorder, "greeting", Rendering.quoted) }

    func showNameCell() {
        nameCellBag = DisposeBag()
        let field = BehaviorRelay(value: "")
        nameField = field
        cells?.nameCellAppeared(text: field.asObservable()).disposed(by: nameCellBag)
    }

    func showButtonCell() {
        buttonCellBag = DisposeBag()
        let button = PublishRelay<Void>()
        self.button = button
        cells?.buttonCellAppeared(taps: button.asObservable()).disposed(by: buttonCellBag)
    }

    /// Types into the name field, if its cell has appeared.
    func type(_ text: String) { nameField?.accept(text) }

    /// Taps validate, if its cell has appeared.
    func tapValidate() { button?.accept(()) }
}

/// The search view of a scenario.
final class ScriptedSearchView: SearchView {
    let queryField = BehaviorRelay(value: "")
    let rowSelections = PublishRelay<Int>()
    let recorder: TranscriptRecorder

    init(recorder: TranscriptRecorder) { self.recorder = recorder }

    var query: Observable<String> { queryField.asObservable() }
    var selections: Observable<Int> { rowSelections.asObservable() }
    var results: Binder<[Track]> { recording(recorder, "results") { Rendering.list($0.map(Rendering.track)) } }
    var isLoading: Binder<Bool> { recording(recorder, "isLoading") { "\($0)" } }
    var errorMessage: Binder<String?> { recording(recorder, "errorMessage", Rendering.optional) }
    var showTrack: Binder<Track> { recording(recorder, "showTrack") { Rendering.quoted(Rendering.track($0)) } }
}

/// The genres view of a scenario.
final class ScriptedGenresView: GenresView {
    /// A subject rather than a relay, so that the view can end it: the control went away.
    let appearanceEvents = PublishSubject<Void>()
    let refreshes = PublishRelay<Void>()
    let rowSelections = PublishRelay<Int>()
    let recorder: TranscriptRecorder

    init(recorder: TranscriptRecorder) { self.recorder = recorder }

    var appearances: Observable<Void> { appearanceEvents.asObservable() }
    var refreshRequests: Observable<Void> { refreshes.asObservable() }
    var selections: Observable<Int> { rowSelections.asObservable() }
    var genres: Binder<[Genre]> { recording(recorder, "genres") { Rendering.list($0.map(\.name)) } }
    var isLoading: Binder<Bool> { recording(recorder, "isLoading") { "\($0)" } }
    var errorMessage: Binder<String?> { recording(recorder, "errorMessage", Rendering.optional) }
    var message: Binder<String> { recording(recorder, "message", Rendering.quoted) }
}

/// The library view of a scenario.
final class ScriptedLibraryView: LibraryView {
    let toggles = PublishRelay<Int>()
    let rowSelections = PublishRelay<Int>()
    let recorder: TranscriptRecorder

    init(recorder: TranscriptRecorder) { self.recorder = recorder }

    var favoriteToggles: Observable<Int> { toggles.asObservable() }
    var selections: Observable<Int> { rowSelections.asObservable() }
    var items: Binder<[LibraryItem]> {
        recording(recorder, "items") { Rendering.list($0.map { Rendering.track($0.track) }) }
    }
    var errorMessage: Binder<String?> { recording(recorder, "errorMessage", Rendering.optional) }
    var openEditor: Binder<Track> { recording(recorder, "openEditor") { Rendering.quoted(Rendering.track($0)) } }
}

/// The editor view of a scenario.
final class ScriptedEditorView: EditorView {
    let ratings = PublishRelay<Int>()
    let notes = PublishRelay<String>()
    let saves = PublishRelay<Void>()
    let cancels = PublishRelay<Void>()
    let recorder: TranscriptRecorder

    init(recorder: TranscriptRecorder) { self.recorder = recorder }

    var ratingEdits: Observable<Int> { ratings.asObservable() }
    var noteEdits: Observable<String> { notes.asObservable() }
    var saveRequests: Observable<Void> { saves.asObservable() }
    var cancelRequests: Observable<Void> { cancels.asObservable() }
    var title: Binder<String> { recording(recorder, "title", Rendering.quoted) }
    var draft: Binder<EntryDraft> { recording(recorder, "draft", Rendering.draft) }
    var isSaveEnabled: Binder<Bool> { recording(recorder, "isSaveEnabled") { "\($0)" } }
    var validationMessage: Binder<String?> { recording(recorder, "validationMessage", Rendering.optional) }
    var saveResult: Binder<String> { recording(recorder, "saveResult", Rendering.quoted) }
    var close: Binder<Void> { recording(recorder, "close") { _ in "" } }
}
