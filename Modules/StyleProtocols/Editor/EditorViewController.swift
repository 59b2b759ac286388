import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView> {
        let viewModel: EditorViewModelType = EditorViewModel(track: track, library: environment.library)
        return Presentation(viewModel) { EditorViewController(viewModel: viewModel) }
    }
}

/// The editor's view controller, as the article writes it: the view model is injected, and
/// `viewDidLoad` binds it, outputs first, then each control to an input method.
final class EditorViewController: ViewController<any EditorView> {
    private let viewModel: EditorViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: EditorViewModelType) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind(viewModel)
    }

    private func bind(_ viewModel: EditorViewModelType) {
        viewModel.output.title.drive(view.title).disposed(by: disposeBag)
        viewModel.output.draft.drive(view.draft).disposed(by: disposeBag)
        viewModel.output.isSaveEnabled.drive(view.isSaveEnabled).disposed(by: disposeBag)
        viewModel.output.validationMessage.drive(view.validationMessage).disposed(by: disposeBag)
        viewModel.output.saveResult.emit(to: view.saveResult).disposed(by: disposeBag)
        viewModel.output.close.emit(to: view.close).disposed(by: disposeBag)
        view.ratingEdits.subscribe(onNext: { viewModel.input.setRating($0) }).disposed(by: disposeBag)
        view.noteEdits.subscribe(onNext: { viewModel.input.setNote($0) }).disposed(by: disposeBag)
        view.saveRequests.subscribe(onNext: { viewModel.input.save() }).disposed(by: disposeBag)
        view.cancelRequests.subscribe(onNext: { viewModel.input.cancel() }).disposed(by: disposeBag)
    }
}
