import Domain
import Features
import ReactiveCore
import TerminalUI

/// The library in a terminal: the favorites with their ratings, live; Up and Down pick one, Space (or `f`) toggles
/// its favorite mark, Enter opens it in the editor.
final class TerminalLibraryView: LibraryView, TerminalFeatureView {
    private let toggles = PublishSubject<Int>()
    private let error = Label(style: Look.error)
    private let list = ListView(placeholder: "no favorites: `bindery library favorite ID` adds one")
    private let recorder: PaneRecorder
    private let navigate: (Track) -> Void

    /// A view that calls `navigate` to open the editor on a track.
    init(recorder: PaneRecorder, navigate: @escaping (Track) -> Void) {
        self.recorder = recorder
        self.navigate = navigate
    }

    deinit {
        toggles.onCompleted()
    }

    var favoriteToggles: Observable<Int> { toggles.asObservable() }
    var selections: Observable<Int> { list.rx.itemSelected.asObservable() }
    var items: Binder<[LibraryItem]> {
        recorder.shown(
            "items", on: list.rx.items, as: { Shown.list($0.map { Format.titleAndArtist($0.track) }) },
            map: { $0.map { "\(Format.stars($0.entry.rating)) \(Format.titleAndArtist($0.track))" } })
    }
    var errorMessage: Binder<String?> { recorder.shown("errorMessage", on: error.rx.optionalText, as: Shown.optional) }
    var openEditor: Binder<Track> {
        recorder.shown(
            "openEditor", on: Binder(self, scheduler: CurrentThreadScheduler.instance) { $0.navigate($1) },
            as: { Shown.quoted(Format.titleAndArtist($0)) })
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
