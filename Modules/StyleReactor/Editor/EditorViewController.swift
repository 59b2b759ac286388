import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView> {
        Presentation(reactor: EditorReactor(track: track, library: environment.library)) { EditorViewController() }
    }
}

/// Binds an editor view to an editor reactor.
final class EditorViewController: ViewController<any EditorView>, View {
    nonisolated(unsafe) var disposeBag = DisposeBag()
    var reactor: EditorReactor? { didSet { reactorDidChange() } }

    override func viewDidLoad() {
        super.viewDidLoad()
        performBinding()
    }

    nonisolated func bind(reactor: EditorReactor) {
        view.ratingEdits.map { .rate($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.noteEdits.map { .editNote($0) }.bind(to: reactor.action).disposed(by: disposeBag)
        view.saveRequests.map { .save }.bind(to: reactor.action).disposed(by: disposeBag)
        view.cancelRequests.map { .cancel }.bind(to: reactor.action).disposed(by: disposeBag)

        reactor.state.map(\.title).distinctUntilChanged().bind(to: view.title).disposed(by: disposeBag)
        reactor.state.compactMap(\.draft).distinctUntilChanged().bind(to: view.draft).disposed(by: disposeBag)
        reactor.state.map(\.isSaveEnabled).distinctUntilChanged().bind(to: view.isSaveEnabled).disposed(by: disposeBag)
        reactor.state.map(\.validationMessage).distinctUntilChanged().bind(to: view.validationMessage)
            .disposed(by: disposeBag)
        reactor.pulse(\.$saveResult).compactMap { $0 }.bind(to: view.saveResult).disposed(by: disposeBag)
        reactor.pulse(\.$close).compactMap { $0 }.bind(to: view.close).disposed(by: disposeBag)
    }
}
