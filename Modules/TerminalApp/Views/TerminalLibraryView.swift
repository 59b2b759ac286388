import Domain
import Features
import ReactiveCore
import TerminalUI

/// The library in a terminal: the favorites with their ratings, live; Up and Down pick one, Space (or `f`) toggles
/// its favorite mark, Enter opens it in the editor. A pane wraps it in a `RecordingTap`, which records
/// what it is shown.
final class TerminalLibraryView: LibraryView, TerminalFeatureView {
    private let toggles = PublishSubject<Int>()
    private let error = Label(style: Look.error)
    private let list = ListView(
        placeholder: "No favorites yet. Ctrl-F on a search result (3) adds one, as does `bindery library favorite ID`.")
    private let navigate: (Track) -> Void

    /// A view that calls `navigate` to open the editor on a track.
    init(navigate: @escaping (Track) -> Void) {
        self.navigate = navigate
    }

    deinit {
        toggles.onCompleted()
    }

    var favoriteToggles: Observable<Int> { toggles.asObservable() }
    var selections: Observable<Int> { list.rx.itemSelected.asObservable() }
    var items: Binder<[LibraryItem]> {
        Binder(list) { [items = list.rx.items] _, favorites in
            items.onNext(favorites.map { "\(Format.stars($0.entry.rating)) \(Format.titleAndArtist($0.track))" })
        }
    }
    var errorMessage: Binder<String?> { error.rx.optionalText }
    var openEditor: Binder<Track> {
        Binder(self) { view, track in view.navigate(track) }
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
