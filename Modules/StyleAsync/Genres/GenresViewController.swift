import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeGenres(environment: FeatureEnvironment) -> Presentation<any GenresView> {
        let model = GenresModel(catalog: environment.catalog.awaited)
        return Presentation(model) { GenresViewController(model: model) }
    }
}

/// The genres' view controller: from `viewDidLoad` on, it shows the model in one observation
/// and sends each control to the model; the model loads as the view appears (as SwiftUI's `.task`
/// would start it). A load is the model's: one in flight runs on when the view disappears.
final class GenresViewController: ViewController<any GenresView> {
    private let model: GenresModel
    private let disposeBag = DisposeBag()

    init(model: GenresModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let model = model
        let view = view
        observing { update in
            update.show(model.genres, on: view.genres)
            update.show(model.isLoading, on: view.isLoading)
            update.show(model.errorMessage, on: view.errorMessage)
            update.show(model.message, on: view.message)
        }.disposed(by: disposeBag)
        view.refreshRequests.subscribe(onNext: { model.load() }).disposed(by: disposeBag)
        view.selections.subscribe(onNext: { model.select($0) }).disposed(by: disposeBag)
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        model.load()
    }
}
