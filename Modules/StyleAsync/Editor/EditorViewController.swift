import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView> {
        let model = EditorModel(track: track, library: environment.library.awaited)
        return Presentation(model) { EditorViewController(model: model) }
    }
}

/// The editor's view controller: from `viewDidLoad` on, it shows the model in one observation
/// and sends each control to the model; it starts the model (the entry's load) as the view
/// appears and stops it as the view disappears. A save in flight is the model's: it runs on.
final class EditorViewController: ViewController<any EditorView> {
    private let model: EditorModel
    private let disposeBag = DisposeBag()

    init(model: EditorModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let model = model
        let view = view
        observing { update in
            update.show(model.title, on: view.title)
            update.show(model.draft, onceLoadedOn: view.draft)
            update.show(model.isSaveEnabled, on: view.isSaveEnabled)
            update.show(model.validationMessage, on: view.validationMessage)
            update.show(model.saveResult, on: view.saveResult)
            update.show(model.closing, on: view.close)
        }.disposed(by: disposeBag)
        view.ratingEdits.subscribe(onNext: { model.rate($0) }).disposed(by: disposeBag)
        view.noteEdits.subscribe(onNext: { model.editNote($0) }).disposed(by: disposeBag)
        view.saveRequests.subscribe(onNext: { model.save() }).disposed(by: disposeBag)
        view.cancelRequests.subscribe(onNext: { model.cancel() }).disposed(by: disposeBag)
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        model.start()
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        model.stop()
    }
}
