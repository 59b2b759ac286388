import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView> {
        let model = GenresModel(catalog: environment.catalog)
        return Presentation(model) { GenresViewController(model: model) }
    }
}

/// The genres's view controller: a way to plug into the view's lifecycle, no more; it calls
/// the binding in `viewDidLoad`, as the article's controllers do with a storyboard's view.
final class GenresViewController: ViewController<any GenresView> {
    private let model: GenresModel
    private let disposeBag = DisposeBag()

    init(model: GenresModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        GenresBinding.bind(view, appearing: appearances, to: model).disposed(by: disposeBag)
    }
}

/// Wires a genres view to a genres model.
package enum GenresBinding {
    /// Binds `view`, which shows as `appearances` says, to `model`, the article's
    /// `bindView(view:model:)`: the state, then the intents, until the result is disposed.
    static func bind(_ view: GenresView, appearing appearances: Observable<Void>, to model: GenresModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, appearing: appearances, to: model))
    }

    /// Shows `model`'s state on `view`.
    package static func bindState(of model: GenresModel, to view: GenresView) -> Disposable {
        Disposables.create([
            view.genres <~ model.genres,
            view.isLoading <~ model.isLoading,
            view.errorMessage <~ model.errorMessage,
            view.message <~ model.summaries,
        ])
    }

    /// Sends `view`'s intents, and its view controller's `appearances`, to `model`.
    static func bindIntents(
        of view: GenresView, appearing appearances: Observable<Void>, to model: GenresModel
    ) -> Disposable {
        Disposables.create(
            { model.loadRequests.accept(()) } <~ Observable.merge(appearances, view.refreshRequests),
            { model.selections.accept($0) } <~ view.selections)
    }
}
