import Domain
import Features
import ReactiveCore

extension MVBStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView> {
        let model = SearchModel(catalog: environment.catalog, scheduler: environment.scheduler)
        return Presentation(model) { SearchViewController(model: model) }
    }
}

/// The search's view controller: a way to plug into the view's lifecycle, no more; it calls
/// the binding in `viewDidLoad`, as the article's controllers do with a storyboard's view.
final class SearchViewController: ViewController<any SearchView> {
    private let model: SearchModel
    private let disposeBag = DisposeBag()

    init(model: SearchModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        SearchBinding.bind(view, to: model).disposed(by: disposeBag)
    }
}

/// Wires a search view to a search model.
package enum SearchBinding {
    /// Binds `view` to `model`, the article's `bindView(view:model:)`: the state, then the
    /// intents, until the result is disposed.
    static func bind(_ view: SearchView, to model: SearchModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, to: model))
    }

    /// Shows `model`'s state on `view`.
    static func bindState(of model: SearchModel, to view: SearchView) -> Disposable {
        Disposables.create([
            view.results <~ model.results,
            view.isLoading <~ model.isLoading,
            view.errorMessage <~ model.errorMessage,
            view.showTrack <~ model.chosenTracks,
        ])
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: SearchView, to model: SearchModel) -> Disposable {
        Disposables.create(
            model.query <~ view.query,
            { model.selections.accept($0) } <~ view.selections)
    }
}
