import Domain
import Features
import ReactiveCore
import TerminalUI

/// Search in a terminal: type a query; Up and Down pick a result, Enter opens it (the app's
/// Ctrl-F toggles its favorite mark). A pane wraps it in a `RecordingTap`, which records what it is
/// shown.
final class TerminalSearchView: SearchView, TerminalFeatureView {
    private let field = TextField(label: "Search")
    private let status = Label(style: Look.secondary)
    private let error = Label(style: Look.error)
    private let opened = Label(style: Look.notice)
    private let list = ListView(placeholder: "no results")
    /// The results on screen.
    private var tracks: [Track] = []

    init() {}

    var query: Observable<String> { field.rx.text.asObservable() }
    var selections: Observable<Int> { list.rx.itemSelected.asObservable() }
    var results: Binder<[Track]> {
        Binder(self) { [items = list.rx.items] view, tracks in
            view.tracks = tracks
            items.onNext(tracks.map(Format.titleAndArtist))
        }
    }
    var isLoading: Binder<Bool> {
        Binder(status) { [text = status.rx.text] _, loading in
            text.onNext(loading ? "searching…" : "")
        }
    }
    var errorMessage: Binder<String?> { error.rx.optionalText }
    var showTrack: Binder<Track> {
        Binder(opened) { [text = opened.rx.text] _, track in
            text.onNext("opened " + Format.titleAndArtist(track))
        }
    }

    /// The result selected, if there are results.
    var selectedTrack: Track? {
        list.selectedIndex.flatMap { tracks.indices.contains($0) ? tracks[$0] : nil }
    }

    let takesText = true

    func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .down, .home, .end, .enter: list.handle(key)
        default: field.handle(key)
        }
    }

    func draw(in canvas: Canvas) {
        field.draw(in: canvas.rows(from: 0, count: 1))
        status.draw(in: canvas.rows(from: 1, count: 1))
        error.draw(in: canvas.rows(from: 1, count: 1))
        opened.draw(in: canvas.rows(from: canvas.height - 1, count: 1))
        list.draw(in: canvas.rows(from: 2, count: max(0, canvas.height - 3)))
    }
}
