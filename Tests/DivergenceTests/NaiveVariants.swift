import Domain
import Features
import ReactiveCore
import Services
import StyleMVB
import StyleTransform

// Deliberately naive versions of the styles' view models and view controllers: each drops one
// guard the real style keeps, so `NaiveVariantTests` can show the failure that guard prevents.

/// MVB's palette model with its state as a fold of a publish subject instead of a relay: the
/// textbook reactive version.
@MainActor
final class NaivePaletteModel {
    let taps = PublishSubject<Void>()
    let color: Observable<PaletteColor>
    let buttonTitle: Observable<String>

    init() {
        color = taps.scan(PaletteColor.red) { color, _ in PaletteColor.next(after: color) }.startWith(.red)
            .share(replay: 1)
        buttonTitle = color.map(PaletteColor.buttonTitle(showing:))
    }

    static func screen() -> Presentation<any PaletteView> {
        let model = NaivePaletteModel()
        return .naive(
            model, inputs: { view in { model.taps.onNext($0) } <~ view.changeColorRequests },
            outputs: { view in
                Disposables.create(view.backgroundColor <~ model.color, view.buttonTitle <~ model.buttonTitle)
            })
    }
}

/// MVB's palette model with both outputs derived from one shared stream that hops through the
/// current thread's trampoline, so that a nested change waits until every observer has seen the
/// outer one: what a Driver's sharing scheduler does for the styles that derive every output
/// from one Driver.
@MainActor
final class SerializedPaletteModel {
    private let state = BehaviorRelay(value: PaletteColor.red)
    let color: Observable<PaletteColor>
    let buttonTitle: Observable<String>

    init() {
        color = state.observe(on: CurrentThreadScheduler.instance).share(replay: 1)
        buttonTitle = color.map(PaletteColor.buttonTitle(showing:))
    }

    func advance() {
        state.accept(PaletteColor.next(after: state.value))
    }

    static func screen() -> Presentation<any PaletteView> {
        let model = SerializedPaletteModel()
        return .naive(
            model, inputs: { view in { _ in model.advance() } <~ view.changeColorRequests },
            outputs: { view in
                Disposables.create(view.backgroundColor <~ model.color, view.buttonTitle <~ model.buttonTitle)
            })
    }
}

/// The library view model as it was before effects left the outputs: the toggle's save lives in
/// the error message, which is rebuilt on every access.
@MainActor
final class EffectInOutputLibraryViewModel {
    private let library: LibraryService
    private let toggles = PublishRelay<Int>()
    let items: Driver<[LibraryItem]>

    init(library: LibraryService) {
        self.library = library
        items = library.favorites().asDriver(onErrorJustReturn: [])
    }

    func toggleFavorite(row: Int) {
        toggles.accept(row)
    }

    var errorMessage: Driver<String?> {
        let library = self.library
        return toggles.withLatestFrom(items) { LibraryRules.item(at: $0, in: $1) }
            .compactMap { $0 }
            .flatMap { LibraryRules.toggle($0, in: library) }
            .startWith(nil)
            .asDriver(onErrorJustReturn: nil)
    }

    static func screen(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        let viewModel = EffectInOutputLibraryViewModel(library: environment.library)
        return .naive(
            viewModel,
            inputs: { view in view.favoriteToggles.subscribe(onNext: { viewModel.toggleFavorite(row: $0) }) },
            outputs: { view in
                Disposables.create(viewModel.items.drive(view.items), viewModel.errorMessage.drive(view.errorMessage))
            })
    }

    /// A view controller for a view with no error message: the list and the intents.
    static func listOnlyScreen(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        let viewModel = EffectInOutputLibraryViewModel(library: environment.library)
        return .naive(
            viewModel,
            inputs: { view in view.favoriteToggles.subscribe(onNext: { viewModel.toggleFavorite(row: $0) }) },
            outputs: { view in viewModel.items.drive(view.items) })
    }
}

/// A subjects-style library view model whose subscription in `init` captures `self` strongly:
/// the subscription lives in the view model's own bag, so the two keep each other alive.
@MainActor
final class CapturingLibraryViewModel {
    private var bag = DisposeBag()
    private let toggles = PublishSubject<Int>()
    private(set) var latest: [LibraryItem] = []
    let items: Observable<[LibraryItem]>

    init(library: LibraryService) {
        items = library.favorites().share(replay: 1)
        items.subscribe(onNext: { self.latest = $0 }).disposed(by: bag)
    }

    /// Breaks the cycle by hand, so the test ends with nothing alive.
    func tearDown() {
        bag = DisposeBag()
    }
}

/// A subjects-style genres view model with one load input, which the naive binder feeds from the
/// view controller's appearances and the refresh control with `bind(to:)`: a completed control
/// completes the subject.
@MainActor
final class SingleSubjectGenresViewModel {
    let load = PublishSubject<Void>()
    let genres: Observable<[Genre]>

    init(catalog: CatalogService) {
        genres = load.flatMapLatest { catalog.genres().asObservable() }.share(replay: 1)
    }

    static func screen(environment: FeatureEnvironment) -> Presentation<any GenresView> {
        let viewModel = SingleSubjectGenresViewModel(catalog: environment.catalog)
        return .naive(
            viewModel,
            appearingInputs: { view, appearances in
                Disposables.create(
                    appearances.bind(to: viewModel.load), view.refreshRequests.bind(to: viewModel.load))
            },
            outputs: { view in viewModel.genres.bind(to: view.genres) })
    }
}

/// A view controller that binds with one closure in `viewDidLoad`: what the naive versions'
/// controllers do, outputs then intents, as the real styles' do.
final class NaiveViewController<View>: ViewController<View> {
    private let bind: (View, Observable<Void>) -> Disposable
    private let bag = DisposeBag()

    /// A view controller that binds its view, and its own appearances, with `bind`.
    init(_ bind: @escaping (View, _ appearances: Observable<Void>) -> Disposable) {
        self.bind = bind
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind(view, appearances).disposed(by: bag)
    }
}

extension Presentation {
    /// A presentation of `viewModel` whose view controllers bind `outputs`, then `inputs`, as
    /// their view loads.
    static func naive(
        _ viewModel: AnyObject, inputs: @escaping (View) -> Disposable, outputs: @escaping (View) -> Disposable
    ) -> Presentation {
        naive(viewModel, appearingInputs: { view, _ in inputs(view) }, outputs: outputs)
    }

    /// A presentation of `viewModel` whose view controllers bind `outputs`, then `inputs` (given
    /// the view and the view controller's appearances), as their view loads.
    static func naive(
        _ viewModel: AnyObject, appearingInputs inputs: @escaping (View, _ appearances: Observable<Void>) -> Disposable,
        outputs: @escaping (View) -> Disposable
    ) -> Presentation {
        Presentation(viewModel) {
            NaiveViewController { view, appearances in Disposables.create(outputs(view), inputs(view, appearances)) }
        }
    }
}
