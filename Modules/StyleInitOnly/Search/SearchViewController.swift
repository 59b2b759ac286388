import Domain
import Features
import ReactiveCore

extension InitOnlyStyle {
    @MainActor
    package static func makeSearch(environment: FeatureEnvironment) -> Screen<SearchView> {
        .madeByBinding { SearchPresenter(view: $0, environment: environment) }
    }
}

/// Who the search controller tells that the user chose a track.
protocol SearchControllerDelegate: AnyObject {
    /// The user chose `track`.
    func searchController(_ controller: SearchController, didSelect track: Track)
}

/// The search's view controller in the init-only style: made with the view and the services,
/// it hides its view model and reports navigation through its delegate.
final class SearchController: Disposable {
    weak var delegate: SearchControllerDelegate?
    private let viewModel: SearchViewModel
    private var bag = DisposeBag()

    init(view: SearchView, environment: FeatureEnvironment) {
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

    func dispose() {
        bag = DisposeBag()
    }
}

/// Presents what the search controller asks for on the search view: the presenting side of the
/// delegate, owned with the controller.
final class SearchPresenter: SearchControllerDelegate, Disposable {
    private let controller: SearchController
    private let showTrack: Binder<Track>

    init(view: SearchView, environment: FeatureEnvironment) {
        showTrack = view.showTrack
        controller = SearchController(view: view, environment: environment)
        controller.delegate = self
    }

    func searchController(_ controller: SearchController, didSelect track: Track) {
        showTrack.onNext(track)
    }

    func dispose() {
        controller.dispose()
    }
}
