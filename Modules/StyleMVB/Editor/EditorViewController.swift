import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Presentation<any EditorView> {
        let model = EditorModel(track: track, library: environment.library)
        return Presentation(model) { EditorViewController(model: model) }
    }
}

/// The editor's view controller: a way to plug into the view's lifecycle, no more; it calls
/// the binding in `viewDidLoad`, as the article's controllers do with a storyboard's view.
final class EditorViewController: ViewController<any EditorView> {
    private let model: EditorModel
    private let disposeBag = DisposeBag()

    init(model: EditorModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        EditorBinding.bind(view, to: model).disposed(by: disposeBag)
    }
}

/// Wires an editor view to an editor model.
package enum EditorBinding {
    /// Binds `view` to `model`, the article's `bindView(view:model:)`: the state, then the
    /// intents, until the result is disposed.
    static func bind(_ view: EditorView, to model: EditorModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, to: model))
    }

    /// Shows `model`'s state on `view`.
    static func bindState(of model: EditorModel, to view: EditorView) -> Disposable {
        Disposables.create([
            view.title <~ model.title,
            view.draft <~ model.draft,
            view.isSaveEnabled <~ model.isSaveEnabled,
            view.validationMessage <~ model.validationMessage,
            view.saveResult <~ model.saveResults,
            view.close <~ model.closes,
        ])
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: EditorView, to model: EditorModel) -> Disposable {
        Disposables.create([
            { model.edits.accept(.rating($0)) } <~ view.ratingEdits,
            { model.edits.accept(.note($0)) } <~ view.noteEdits,
            { model.saveRequests.accept(()) } <~ view.saveRequests,
            { model.cancelRequests.accept(()) } <~ view.cancelRequests,
        ])
    }
}
