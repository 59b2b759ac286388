import Domain
import Features
import ReactiveCore
import TerminalUI
import Transcripts

/// The library in a terminal: the favorites with their ratings, live; Up and Down pick one, Space (or `f`) toggles
/// its favorite mark, Enter opens it in the editor.
final class TerminalLibraryView: LibraryView, TerminalFeatureView {
    private let toggles = PublishSubject<Int>()
    private let error = Label(style: Look.error)
    private let list = ListView(
        placeholder: "No favorites yet. Ctrl-F on a search result (3) adds one, as does `bindery library favorite ID`.")
    private let recorder: TranscriptRecorder
    private let navigate: (Track) -> Void

    /// A view that calls `navigate` to open the editor on a track.
    init(recorder: TranscriptRecorder, navigate: @escaping (Track) -> Void) {
        self.recorder = recorder
        self.navigate = navigate
    }

    deinit {
        toggles.onCompleted()
    }

    var favoriteToggles: Observable<Int> { toggles.asObservable() }
    var selections: Observable<Int> { list.rx.itemSelected.asObservable() }
    var items: Binder<[LibraryItem]> {
        recorder.binder(
            LibraryOutput.items, as: { Rendering.list($0.map { Format.titleAndArtist($0.track) }, limit: 3) },
            then: { [items = list.rx.items] in
                items.onNext($0.map { "\(Format.stars($0.entry.rating)) \(Format.titleAndArtist($0.track))" })
            })
    }
    var errorMessage: Binder<String?> {
        recorder.binder(LibraryOutput.errorMessage, as: Rendering.optional, then: error.rx.optionalText.onNext)
    }
    var openEditor: Binder<Track> {
        recorder.binder(
            LibraryOutput.openEditor, as: { Rendering.quoted(Format.titleAndArtist($0)) },
            then: { [weak self] in self?.navigate($0) })
    }

    let takesText = false

    func handle(_ key: Key) -> Bool {
        switch key {
        case .character(" "), .character("f"):
            if let row = list.selectedIndex { toggles.onNext(row) }
            return true
        default:
            return list.handle(key)
        }
    }

    func draw(in canvas: Canvas) {
        error.draw(in: canvas.rows(from: 0, count: 1))
        list.draw(in: canvas.rows(from: 1))
    }
}
