import Features
import ReactiveCore

/// The greeting's view controller in the init-only style.
final class GreetingController: Disposable {
    private var bag = DisposeBag()

    init(name: Observable<String>, validate: Observable<Void>, greeting: Binder<String>) {
        let viewModel = GreetingViewModel(
            name: name.asDriver(onErrorDriveWith: .empty()), validate: validate.asSignal(onErrorSignalWith: .empty()))
        viewModel.greeting.emit(to: greeting).disposed(by: bag)
    }

    func dispose() {
        bag = DisposeBag()
    }
}

/// The lazily loaded greeting's view controller in the init-only style: the bridge.
final class LazyGreetingController: Disposable {
    private let greeting: GreetingController
    private let cells: Disposable

    init(view: LazyGreetingView) {
        let name = BehaviorRelay(value: "")
        let validate = PublishRelay<Void>()
        greeting = GreetingController(
            name: name.asObservable(), validate: validate.asObservable(), greeting: view.greeting)
        cells = view.install(
            GreetingCells(
                name: { $0.subscribe(onNext: name.accept) }, button: { $0.subscribe(onNext: validate.accept) }))
    }

    func dispose() {
        cells.dispose()
        greeting.dispose()
    }
}
