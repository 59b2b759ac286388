import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        .madeByBinding {
            EditorPresenter(track: track, view: $0, environment: environment)
        } showingAnother: {
            $0.showOutputs(on: $1)
        }
    }
}

/// Who the editor controller tells that it is done.
protocol EditorControllerDelegate: AnyObject {
    /// The editor finished: saved, or cancelled.
    func editorControllerDidFinish(_ controller: EditorController)
}

/// The editor's view controller in the init-only style: made with the track and the view, it
/// hides its view model and reports closing through its delegate.
final class EditorController: Disposable {
    weak var delegate: EditorControllerDelegate?
    private let viewModel: EditorViewModel
    private var bag = DisposeBag()

    init(track: Track, view: EditorView, environment: FeatureEnvironment) {
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

    func dispose() {
        bag = DisposeBag()
    }
}

/// Presents the editor and closes it when the controller says it is done.
final class EditorPresenter: EditorControllerDelegate, Disposable {
    private let controller: EditorController
    private let close: Binder<Void>

    init(track: Track, view: EditorView, environment: FeatureEnvironment) {
        close = view.close
        controller = EditorController(track: track, view: view, environment: environment)
        controller.delegate = self
    }

    func editorControllerDidFinish(_ controller: EditorController) {
        close.onNext(())
    }

    /// Drives another `view` with the controller's view model's outputs, until the result is
    /// disposed; closing stays with this presenter's view.
    func showOutputs(on view: EditorView) -> Disposable {
        controller.showOutputs(on: view)
    }

    func dispose() {
        controller.dispose()
    }
}
