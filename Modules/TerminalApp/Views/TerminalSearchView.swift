import Domain
import Features
import ReactiveCore
import TerminalUI
import Transcripts

/// Search in a terminal: type a query; Up and Down pick a result, Enter opens it (the app's
/// Ctrl-F toggles its favorite mark).
final class TerminalSearchView: SearchView, TerminalFeatureView {
    private let field = TextField(label: "Search")
    private let status = Label(style: Look.secondary)
    private let error = Label(style: Look.error)
    private let opened = Label(style: Look.notice)
    private let list = ListView(placeholder: "no results")
    private let recorder: TranscriptRecorder
    /// The results on screen.
    private var tracks: [Track] = []

    init(recorder: TranscriptRecorder) {
        self.recorder = recorder
    }

    var query: Observable<String> { field.rx.text.asObservable() }
    var selections: Observable<Int> { list.rx.itemSelected.asObservable() }
    var results: Binder<[Track]> {
        recorder.binder(
            SearchOutput.results, as: { Rendering.list($0.map(Format.titleAndArtist), limit: 3) },
            then: { [weak self, items = list.rx.items] in
                self?.tracks = $0
                items.onNext($0.map(Format.titleAndArtist))
            })
    }
    var isLoading: Binder<Bool> {
        recorder.binder(
            SearchOutput.isLoading, as: { "\($0)" },
            then: { [text = status.rx.text] in text.onNext($0 ? "searching…" : "") })
    }
    var errorMessage: Binder<String?> {
        recorder.binder(SearchOutput.errorMessage, as: Rendering.optional, then: error.rx.optionalText.onNext)
    }
    var showTrack: Binder<Track> {
        recorder.binder(
            SearchOutput.showTrack, as: { Rendering.quoted(Format.titleAndArtist($0)) },
            then: { [text = opened.rx.text] in text.onNext("opened " + Format.titleAndArtist($0)) })
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
