import Domain
import Features
import ReactiveCore

extension ReactorStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        .reactor(EditorReactor(track: track, library: environment.library)) {
            EditorViewController(view: $0, binding: $1)
        }
    }
}

/// Binds an editor view to an editor reactor.
final class EditorViewController: View {
    var disposeBag = DisposeBag()
    var reactor: EditorReactor? { didSet { reactorDidChange() } }
    private let view: EditorView
    private let sides: BoundSides

    init(view: EditorView, binding sides: BoundSides = [.actions, .state]) {
        self.view = view
        self.sides = sides
    }

    func bind(reactor: EditorReactor) {
        if sides.contains(.actions) {
            view.ratingEdits.map { .rate($0) }.bind(to: reactor.action).disposed(by: disposeBag)
            view.noteEdits.map { .editNote($0) }.bind(to: reactor.action).disposed(by: disposeBag)
            view.saveRequests.map { .save }.bind(to: reactor.action).disposed(by: disposeBag)
            view.cancelRequests.map { .cancel }.bind(to: reactor.action).disposed(by: disposeBag)
        }
        if sides.contains(.state) {
            reactor.state.map(\.title).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
                .drive(view.title).disposed(by: disposeBag)
            reactor.pulse(\.$draft).compactMap { $0 }.asDriver(onErrorDriveWith: .empty())
                .drive(view.draft).disposed(by: disposeBag)
            reactor.state.map(\.isSaveEnabled).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
                .drive(view.isSaveEnabled).disposed(by: disposeBag)
            reactor.state.map(\.validationMessage).distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
                .drive(view.validationMessage).disposed(by: disposeBag)
            reactor.pulse(\.$saveResult).compactMap { $0 }.asSignal(onErrorSignalWith: .empty())
                .emit(to: view.saveResult).disposed(by: disposeBag)
            reactor.pulse(\.$close).compactMap { $0 }.asSignal(onErrorSignalWith: .empty())
                .emit(to: view.close).disposed(by: disposeBag)
        }
    }
}
