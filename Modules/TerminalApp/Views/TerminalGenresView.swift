import Domain
import Features
import ReactiveCore
import TerminalUI
import Transcripts

/// The genres in a terminal: they load when the view appears; `r` refreshes; Up and Down pick
/// a genre, Enter shows its track count.
final class TerminalGenresView: GenresView, TerminalFeatureView {
    private let appearanceEvents = PublishSubject<Void>()
    private let refreshes = PublishSubject<Void>()
    private let status = Label(style: Look.secondary)
    private let error = Label(style: Look.error)
    private let toast = Label(style: Look.notice)
    private let list = ListView(placeholder: "no genres")
    private let recorder: TranscriptRecorder

    init(recorder: TranscriptRecorder) {
        self.recorder = recorder
    }

    deinit {
        appearanceEvents.onCompleted()
        refreshes.onCompleted()
    }

    var appearances: Observable<Void> { appearanceEvents.asObservable() }
    var refreshRequests: Observable<Void> { refreshes.asObservable() }
    var selections: Observable<Int> { list.rx.itemSelected.asObservable() }
    var genres: Binder<[Genre]> {
        recorder.binder(
            GenresOutput.genres, as: { Rendering.list($0.map(\.name), limit: 3) },
            then: { [items = list.rx.items] in items.onNext($0.map { "\($0.name) (\($0.trackCount))" }) })
    }
    var isLoading: Binder<Bool> {
        recorder.binder(
            GenresOutput.isLoading, as: { "\($0)" },
            then: { [text = status.rx.text] in text.onNext($0 ? "loading…" : "r refreshes") })
    }
    var errorMessage: Binder<String?> {
        recorder.binder(GenresOutput.errorMessage, as: Rendering.optional, then: error.rx.optionalText.onNext)
    }
    var message: Binder<String> {
        recorder.binder(GenresOutput.message, as: Rendering.quoted, then: toast.rx.text.onNext)
    }

    let takesText = false

    func appeared() {
        appearanceEvents.onNext(())
    }

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
