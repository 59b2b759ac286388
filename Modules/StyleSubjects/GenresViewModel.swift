import Domain
import Features
import ReactiveCore
import Services

/// The genres in the subjects style.
package final class GenresViewModel: ViewModelType {
    package struct Input {
        /// Where the view says it appeared.
        let appear: AnyObserver<Void>
        /// Where the view sends refresh requests.
        let refresh: AnyObserver<Void>
        /// Where the view sends selected rows.
        let selection: AnyObserver<Int>
    }

    package struct Output {
        /// The genres shown.
        let genres: Driver<[Genre]>
        /// Whether a load is in flight.
        let isLoading: Driver<Bool>
        /// The message about a failed load, if any.
        let errorMessage: Driver<String?>
        /// One-shot messages about selected genres.
        let showGenreSummary: Signal<String>
    }

    package let input: Input
    package let output: Output

    private let appearSubject = PublishSubject<Void>()
    private let refreshSubject = PublishSubject<Void>()
    private let selectionSubject = PublishSubject<Int>()
    private let phase = BehaviorRelay(value: GenresRules.Phase.idle)
    private let disposeBag = DisposeBag()

    package init(catalog: CatalogService) {
        input = Input(
            appear: appearSubject.asObserver(), refresh: refreshSubject.asObserver(),
            selection: selectionSubject.asObserver())
        let phases = phase.asDriver()
        let genres = phases.scan([Genre]()) { GenresRules.genres(after: $1, previous: $0) }.distinctUntilChanged()
        output = Output(
            genres: genres,
            isLoading: phases.map(GenresRules.isLoading).distinctUntilChanged(),
            errorMessage: phases.map(GenresRules.message).distinctUntilChanged(),
            showGenreSummary:
                selectionSubject
                .withLatestFrom(genres) { GenresRules.genre(at: $0, in: $1) }
                .compactMap { $0.map(GenresRules.summary(of:)) }
                .asSignal(onErrorSignalWith: .empty()))
        // Each appearance or refresh loads as it arrives; a new load replaces one in flight.
        Observable.merge(appearSubject.asObservable(), refreshSubject.asObservable())
            .flatMapLatest { GenresRules.load(from: catalog) }
            .bind(to: phase)
            .disposed(by: disposeBag)
    }
}
