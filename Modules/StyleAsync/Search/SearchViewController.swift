import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView> {
        let model = SearchModel(catalog: environment.catalog.awaited, clock: environment.clock)
        return Presentation(model) { SearchViewController(model: model) }
    }
}

/// The search's view controller: from `viewDidLoad` on, it shows the model in one observation
/// and sends each control to the model. The model has no work that follows the view's
/// appearances: what the user started runs on when the view disappears.
final class SearchViewController: ViewController<any SearchView> {
    private let model: SearchModel
    private let disposeBag = DisposeBag()

    init(model: SearchModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let model = model
        let view = view
        observing { update in
            update.show(model.results, on: view.results)
            update.show(model.isLoading, on: view.isLoading)
            update.show(model.errorMessage, on: view.errorMessage)
            update.show(model.trackToShow, on: view.showTrack)
        }.disposed(by: disposeBag)
        view.query.subscribe(onNext: { model.updateQuery($0) }).disposed(by: disposeBag)
        view.selections.subscribe(onNext: { model.select($0) }).disposed(by: disposeBag)
    }
}
