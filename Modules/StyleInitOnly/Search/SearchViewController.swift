import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Presentation<any SearchView> {
        Presentation(makingItsViewModel: { SearchPresenter(environment: environment) })
    }
}

/// Who the search controller tells that the user chose a track.
@MainActor
protocol SearchControllerDelegate: AnyObject {
    /// The user chose `track`.
    func searchController(_ controller: SearchController, didSelect track: Track)
}

/// The search's view controller in the init-only style: made with the services, it makes its
/// view model as its view loads, hides it and reports navigation through its delegate.
final class SearchController: ViewController<any SearchView> {
    weak var delegate: SearchControllerDelegate?
    private let environment: FeatureEnvironment
    private var viewModel: SearchViewModel!
    private let bag = DisposeBag()

    init(environment: FeatureEnvironment) {
        self.environment = environment
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel = SearchViewModel(
            query: view.query.asDriver(onErrorJustReturn: ""),
            selection: view.selections.asSignal(onErrorSignalWith: .empty()),
            catalog: environment.catalog, scheduler: environment.scheduler)

        viewModel.results.drive(view.results).disposed(by: bag)
        viewModel.isLoading.drive(view.isLoading).disposed(by: bag)
        viewModel.errorMessage.drive(view.errorMessage).disposed(by: bag)
        viewModel.showTrack
            .emit(
                with: self,
                onNext: { controller, track in
                    controller.delegate?.searchController(controller, didSelect: track)
                }
            )
            .disposed(by: bag)
    }
}

/// Presents the search controller and what it asks for, on the search view: the presenting side
/// of the delegate, a container that hands its view and its appearances to the controller.
final class SearchPresenter: ViewController<any SearchView>, SearchControllerDelegate {
    private let controller: SearchController

    init(environment: FeatureEnvironment) {
        controller = SearchController(environment: environment)
        super.init()
        controller.delegate = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        controller.load(view)
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        controller.appear()
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        controller.disappear()
    }

    func searchController(_ controller: SearchController, didSelect track: Track) {
        view.showTrack.onNext(track)
    }
}
