import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView> {
        let viewModel = EditorViewModel(track: track, library: environment.library)
        return Presentation(viewModel) { EditorViewController(viewModel: viewModel) }
    }
}

/// The editor's view controller: transforms once in `viewDidLoad`, drives every output and keeps
/// the output's disposable.
final class EditorViewController: ViewController<any EditorView> {
    private let viewModel: EditorViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: EditorViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let input = EditorViewModel.Input(
            ratingEdits: view.ratingEdits, noteEdits: view.noteEdits, save: view.saveRequests,
            cancel: view.cancelRequests)
        let output = viewModel.transform(input: input)
        output.title.drive(view.title).disposed(by: disposeBag)
        output.draft.drive(view.draft).disposed(by: disposeBag)
        output.isSaveEnabled.drive(view.isSaveEnabled).disposed(by: disposeBag)
        output.validationMessage.drive(view.validationMessage).disposed(by: disposeBag)
        output.saveResult.emit(to: view.saveResult).disposed(by: disposeBag)
        output.close.emit(to: view.close).disposed(by: disposeBag)
        output.disposable.disposed(by: disposeBag)
    }
}
