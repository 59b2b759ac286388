import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView> {
        let viewModel = EditorViewModel(track: track, library: environment.library)
        return Presentation(viewModel) { EditorViewController(viewModel: viewModel) }
    }
}

/// The editor's view controller: in `viewDidLoad`, it drives the outputs, then sends each
/// control to its input.
final class EditorViewController: ViewController<any EditorView> {
    private let viewModel: EditorViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: EditorViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.output.title.drive(view.title).disposed(by: disposeBag)
        viewModel.output.draft.drive(view.draft).disposed(by: disposeBag)
        viewModel.output.isSaveEnabled.drive(view.isSaveEnabled).disposed(by: disposeBag)
        viewModel.output.validationMessage.drive(view.validationMessage).disposed(by: disposeBag)
        viewModel.output.saveResult.emit(to: view.saveResult).disposed(by: disposeBag)
        viewModel.output.close.emit(to: view.close).disposed(by: disposeBag)
        view.ratingEdits.subscribe(onNext: viewModel.input.rating.onNext).disposed(by: disposeBag)
        view.noteEdits.subscribe(onNext: viewModel.input.note.onNext).disposed(by: disposeBag)
        view.saveRequests.subscribe(onNext: viewModel.input.save.onNext).disposed(by: disposeBag)
        view.cancelRequests.subscribe(onNext: viewModel.input.cancel.onNext).disposed(by: disposeBag)
    }
}
