import Domain
import Features
import ReactiveCore
import Services

/// The genres in the subjects style.
package final class GenresViewModel: ViewModelType {
    /// Where the view sends its intents, whenever its controls exist.
    package struct Input {
        /// Where the view says it appeared.
        package let appear: AnyObserver<Void>
        /// Where the view sends refresh requests.
        package let refresh: AnyObserver<Void>
        /// Where the view sends selected rows.
        package let selection: AnyObserver<Int>
    }

    /// What the view shows.
    package struct Output {
        /// The genres shown.
        package let genres: Driver<[Genre]>
        /// Whether a load is in flight.
        package let isLoading: Driver<Bool>
        /// The message about a failed load, if any.
        package let errorMessage: Driver<String?>
        /// One-shot messages about selected genres.
        package let showGenreSummary: Signal<String>
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
            isLoading: phases.map(\.isLoading).distinctUntilChanged(),
            errorMessage: phases.map(\.message).distinctUntilChanged(),
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
