import Domain
import Features
import ReactiveCore
import TerminalUI

/// Search in a terminal: type a query; Up and Down pick a result, Enter opens it.
final class TerminalSearchView: SearchView, TerminalFeatureView {
    private let field = TextField(label: "Search")
    private let status = Label(style: Look.secondary)
    private let error = Label(style: Look.error)
    private let opened = Label(style: Look.notice)
    private let list = ListView(placeholder: "no results")
    private let recorder: PaneRecorder

    init(recorder: PaneRecorder) {
        self.recorder = recorder
    }

    var query: Observable<String> { field.rx.text.asObservable() }
    var selections: Observable<Int> { list.rx.itemSelected.asObservable() }
    var results: Binder<[Track]> {
        recorder.shown(
            "results", on: list.rx.items, as: { Shown.list($0.map(Format.titleAndArtist)) },
            map: { $0.map(Format.titleAndArtist) })
    }
    var isLoading: Binder<Bool> {
        recorder.shown("isLoading", on: status.rx.text, as: { "\($0)" }, map: { $0 ? "searching…" : "" })
    }
    var errorMessage: Binder<String?> { recorder.shown("errorMessage", on: error.rx.optionalText, as: Shown.optional) }
    var showTrack: Binder<Track> {
        recorder.shown(
            "showTrack", on: opened.rx.text, as: { Shown.quoted(Format.titleAndArtist($0)) },
            map: { "opened " + Format.titleAndArtist($0) })
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
