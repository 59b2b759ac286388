import Domain
import Features
import ReactiveCore

extension AsyncStyle {
    @MainActor
    package static func makeGreeting() -> Presentation<any GreetingView> {
        let model = GreetingModel()
        return Presentation(model) { GreetingViewController(model: model) }
    }

    @MainActor
    package static func makeLazyGreeting() -> Presentation<any LazyGreetingView> {
        let model = GreetingModel()
        return Presentation(model) { LazyGreetingViewController(model: model) }
    }
}

/// The greeting's view controller: from `viewDidLoad` on, it shows the model's greeting and sends
/// each control to the model.
final class GreetingViewController: ViewController<any GreetingView> {
    private let model: GreetingModel
    private let disposeBag = DisposeBag()

    init(model: GreetingModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let model = model
        let view = view
        observing { $0.show(model.greeting, on: view.greeting) }.disposed(by: disposeBag)
        view.name.subscribe(onNext: { model.updateName($0) }).disposed(by: disposeBag)
        view.validateRequests.subscribe(onNext: { model.validate() }).disposed(by: disposeBag)
    }
}

/// The lazily loaded greeting's view controller: from `viewDidLoad` on, it shows the model's
/// greeting, and each control calls the model from the moment its cell appears.
final class LazyGreetingViewController: ViewController<any LazyGreetingView> {
    private let model: GreetingModel
    private let disposeBag = DisposeBag()

    init(model: GreetingModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let model = model
        let view = view
        observing { $0.show(model.greeting, on: view.greeting) }.disposed(by: disposeBag)
        view.install(
            GreetingCells(
                name: { text in text.subscribe(onNext: { model.updateName($0) }) },
                button: { taps in taps.subscribe(onNext: { model.validate() }) })
        ).disposed(by: disposeBag)
    }
}
