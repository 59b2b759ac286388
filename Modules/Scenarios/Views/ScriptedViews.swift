import Domain
import Features
import ReactiveCore
import Transcripts

/// The palette view of a scenario.
package final class ScriptedPaletteView: PaletteView {
    package let taps = PublishRelay<Void>()
    package let recorder: TranscriptRecorder
    /// Called with each color the view is shown, after recording it: a view that reacts to its
    /// own output (a feedback loop) taps from here.
    package var onShow: (PaletteColor) -> Void = { _ in }

    package init(recorder: TranscriptRecorder) { self.recorder = recorder }

    package var changeColorRequests: Observable<Void> { taps.asObservable() }
    package var backgroundColor: Binder<PaletteColor> {
        recorder.binder(PaletteOutput.backgroundColor, as: \.rawValue, then: { [weak self] in self?.onShow($0) })
    }
    package var buttonTitle: Binder<String> { recorder.binder(PaletteOutput.buttonTitle, as: Rendering.quoted) }
}

/// The greeting view of a scenario.
package final class ScriptedGreetingView: GreetingView {
    package let nameField = BehaviorRelay(value: "")
    package let validations = PublishRelay<Void>()
    package let recorder: TranscriptRecorder

    package init(recorder: TranscriptRecorder) { self.recorder = recorder }

    package var name: Observable<String> { nameField.asObservable() }
    package var validateRequests: Observable<Void> { validations.asObservable() }
    package var greeting: Binder<String> { recorder.binder(GreetingOutput.greeting, as: Rendering.quoted) }
}

/// The lazily loaded greeting view of a scenario: each control exists from its cell's
/// appearance on, and a new appearance reuses the cell with a fresh control, as a table view does.
package final class ScriptedLazyGreetingView: LazyGreetingView {
    package var cells: LazyGreetingCells?
    private var nameField: BehaviorRelay<String>?
    private var button: PublishRelay<Void>?
    // A cell's bag, replaced when the cell is reused (UIKit's `prepareForReuse`).
    private var nameCellBag = DisposeBag()
    private var buttonCellBag = DisposeBag()
    package let recorder: TranscriptRecorder

    package init(recorder: TranscriptRecorder) { self.recorder = recorder }

    package var greeting: Binder<String> { recorder.binder(GreetingOutput.greeting, as: Rendering.quoted) }

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

/// The search view of a scenario.
package final class ScriptedSearchView: SearchView {
    package let queryField = BehaviorRelay(value: "")
    package let rowSelections = PublishRelay<Int>()
    package let recorder: TranscriptRecorder

    package init(recorder: TranscriptRecorder) { self.recorder = recorder }

    package var query: Observable<String> { queryField.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var results: Binder<[Track]> {
        recorder.binder(SearchOutput.results, as: { Rendering.list($0.map(Format.titleAndArtist)) })
    }
    package var isLoading: Binder<Bool> { recorder.binder(SearchOutput.isLoading, as: { "\($0)" }) }
    package var errorMessage: Binder<String?> { recorder.binder(SearchOutput.errorMessage, as: Rendering.optional) }
    package var showTrack: Binder<Track> {
        recorder.binder(SearchOutput.showTrack, as: { Rendering.quoted(Format.titleAndArtist($0)) })
    }
}

/// The genres view of a scenario.
package final class ScriptedGenresView: GenresView {
    /// A subject rather than a relay, so that the view can end it: the control went away.
    package let appearanceEvents = PublishSubject<Void>()
    package let refreshes = PublishRelay<Void>()
    package let rowSelections = PublishRelay<Int>()
    package let recorder: TranscriptRecorder

    package init(recorder: TranscriptRecorder) { self.recorder = recorder }

    package var appearances: Observable<Void> { appearanceEvents.asObservable() }
    package var refreshRequests: Observable<Void> { refreshes.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var genres: Binder<[Genre]> { recorder.binder(GenresOutput.genres, as: { Rendering.list($0.map(\.name)) }) }
    package var isLoading: Binder<Bool> { recorder.binder(GenresOutput.isLoading, as: { "\($0)" }) }
    package var errorMessage: Binder<String?> { recorder.binder(GenresOutput.errorMessage, as: Rendering.optional) }
    package var message: Binder<String> { recorder.binder(GenresOutput.message, as: Rendering.quoted) }
}

/// The library view of a scenario.
package final class ScriptedLibraryView: LibraryView {
    package let toggles = PublishRelay<Int>()
    package let rowSelections = PublishRelay<Int>()
    package let recorder: TranscriptRecorder

    package init(recorder: TranscriptRecorder) { self.recorder = recorder }

    package var favoriteToggles: Observable<Int> { toggles.asObservable() }
    package var selections: Observable<Int> { rowSelections.asObservable() }
    package var items: Binder<[LibraryItem]> {
        recorder.binder(LibraryOutput.items, as: { Rendering.list($0.map { Format.titleAndArtist($0.track) }) })
    }
    package var errorMessage: Binder<String?> { recorder.binder(LibraryOutput.errorMessage, as: Rendering.optional) }
    package var openEditor: Binder<Track> {
        recorder.binder(LibraryOutput.openEditor, as: { Rendering.quoted(Format.titleAndArtist($0)) })
    }
}

/// The editor view of a scenario.
package final class ScriptedEditorView: EditorView {
    package let ratings = PublishRelay<Int>()
    package let notes = PublishRelay<String>()
    package let saves = PublishRelay<Void>()
    package let cancels = PublishRelay<Void>()
    package let recorder: TranscriptRecorder

    package init(recorder: TranscriptRecorder) { self.recorder = recorder }

    package var ratingEdits: Observable<Int> { ratings.asObservable() }
    package var noteEdits: Observable<String> { notes.asObservable() }
    package var saveRequests: Observable<Void> { saves.asObservable() }
    package var cancelRequests: Observable<Void> { cancels.asObservable() }
    package var title: Binder<String> { recorder.binder(EditorOutput.title, as: Rendering.quoted) }
    package var draft: Binder<EntryDraft> { recorder.binder(EditorOutput.draft, as: Rendering.draft) }
    package var isSaveEnabled: Binder<Bool> { recorder.binder(EditorOutput.isSaveEnabled, as: { "\($0)" }) }
    package var validationMessage: Binder<String?> {
        recorder.binder(EditorOutput.validationMessage, as: Rendering.optional)
    }
    package var saveResult: Binder<String> { recorder.binder(EditorOutput.saveResult, as: Rendering.quoted) }
    package var close: Binder<Void> { recorder.binder(EditorOutput.close, as: { _ in "" }) }
}
