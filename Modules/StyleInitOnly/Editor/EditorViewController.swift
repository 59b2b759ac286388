import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView> {
        Presentation(
            makingItsViewModel: { EditorPresenter(track: track, environment: environment) },
            alongside: { presenter in OutputsController(beside: presenter) { $0.showOutputs(on: $1) } })
    }
}

/// Who the editor controller tells that it is done.
@MainActor
protocol EditorControllerDelegate: AnyObject {
    /// The editor finished: saved, or cancelled.
    func editorControllerDidFinish(_ controller: EditorController)
}

/// The editor's view controller in the init-only style: made with the track, it makes its view
/// model as its view loads, hides it and reports closing through its delegate.
final class EditorController: ViewController<any EditorView> {
    weak var delegate: EditorControllerDelegate?
    private let track: Track
    private let environment: FeatureEnvironment
    private var viewModel: EditorViewModel!
    private let bag = DisposeBag()

    init(track: Track, environment: FeatureEnvironment) {
        self.track = track
        self.environment = environment
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel = EditorViewModel(
            track: track, ratingEdits: view.ratingEdits.asSignal(onErrorSignalWith: .empty()),
            noteEdits: view.noteEdits.asSignal(onErrorSignalWith: .empty()),
            save: view.saveRequests.asSignal(onErrorSignalWith: .empty()),
            cancel: view.cancelRequests.asSignal(onErrorSignalWith: .empty()), library: environment.library)

        showOutputs(on: view).disposed(by: bag)
        viewModel.close
            .emit(with: self, onNext: { controller, _ in controller.delegate?.editorControllerDidFinish(controller) })
            .disposed(by: bag)
    }

    /// Drives `view` with the view model's outputs but the closing, which goes through the
    /// delegate, until the result is disposed.
    func showOutputs(on view: EditorView) -> Disposable {
        Disposables.create([
            viewModel.title.drive(view.title), viewModel.draft.drive(view.draft),
            viewModel.isSaveEnabled.drive(view.isSaveEnabled),
            viewModel.validationMessage.drive(view.validationMessage), viewModel.saveResult.emit(to: view.saveResult),
        ])
    }
}

/// Presents the editor controller and closes it when the controller says it is done: a
/// container that hands its view and its appearances to the controller.
final class EditorPresenter: ViewController<any EditorView>, EditorControllerDelegate {
    private let controller: EditorController

    init(track: Track, environment: FeatureEnvironment) {
        controller = EditorController(track: track, environment: environment)
        super.init()
        controller.delegate = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        controller.load(view)
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        controller.appear()
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        controller.disappear()
    }

    func editorControllerDidFinish(_ controller: EditorController) {
        view.close.onNext(())
    }

    /// Drives another `view` with the controller's view model's outputs, until the result is
    /// disposed; closing stays with this presenter's view.
    func showOutputs(on view: EditorView) -> Disposable {
        controller.showOutputs(on: view)
    }
}
