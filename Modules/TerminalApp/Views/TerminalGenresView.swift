import Domain
import Features
import ReactiveCore
import TerminalUI

/// The genres in a terminal: they load when the view appears (its view controller's lifecycle); `r` refreshes; Up and Down pick
/// a genre, Enter shows its track count. A pane wraps it in a `RecordingTap`, which records what it
/// is shown.
final class TerminalGenresView: GenresView, TerminalFeatureView {
    private let refreshes = PublishSubject<Void>()
    private let status = Label(style: Look.secondary)
    private let error = Label(style: Look.error)
    private let toast = Label(style: Look.notice)
    private let list = ListView(placeholder: "no genres")
    init() {}

    deinit {
        refreshes.onCompleted()
    }

    var refreshRequests: Observable<Void> { refreshes.asObservable() }
    var selections: Observable<Int> { list.rx.itemSelected.asObservable() }
    var genres: Binder<[Genre]> {
        Binder(list) { [items = list.rx.items] _, genres in
            items.onNext(genres.map { "\($0.name) (\($0.trackCount))" })
        }
    }
    var isLoading: Binder<Bool> {
        Binder(status) { [text = status.rx.text] _, loading in
            text.onNext(loading ? "loading…" : "r refreshes")
        }
    }
    var errorMessage: Binder<String?> { error.rx.optionalText }
    var message: Binder<String> { toast.rx.text }

    let takesText = false

    func handle(_ key: Key) -> Bool {
        switch key {
        case .character("r"), .function(5):
            refreshes.onNext(())
            return true
        default:
            return list.handle(key)
        }
    }

    func draw(in canvas: Canvas) {
        status.draw(in: canvas.rows(from: 0, count: 1))
        error.draw(in: canvas.rows(from: 0, count: 1))
        toast.draw(in: canvas.rows(from: canvas.height - 1, count: 1))
        list.draw(in: canvas.rows(from: 1, count: max(0, canvas.height - 2)))
    }
}
