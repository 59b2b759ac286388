import Domain
import Features
import ReactiveCore

extension MVBStyle {
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

/// The greeting's view controller: a way to plug into the view's lifecycle, no more; it calls
/// the binding in `viewDidLoad`, as the article's controllers do with a storyboard's view.
final class GreetingViewController: ViewController<any GreetingView> {
    private let model: GreetingModel
    private let disposeBag = DisposeBag()

    init(model: GreetingModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        GreetingBinding.bind(view, to: model).disposed(by: disposeBag)
    }
}

/// The lazily loaded greeting's view controller: it calls the binding in `viewDidLoad`.
final class LazyGreetingViewController: ViewController<any LazyGreetingView> {
    private let model: GreetingModel
    private let disposeBag = DisposeBag()

    init(model: GreetingModel) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        GreetingBinding.bind(view, to: model).disposed(by: disposeBag)
    }
}

/// Wires a greeting view, eager or lazy, to a greeting model.
package enum GreetingBinding {
    /// Binds `view` to `model`, the article's `bindView(view:model:)`: the greeting, then the
    /// intents, until the result is disposed.
    static func bind(_ view: GreetingView, to model: GreetingModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, to: model))
    }

    /// Binds the lazily loaded `view` to `model`: the greeting, then each control as its cell
    /// appears.
    static func bind(_ view: LazyGreetingView, to model: GreetingModel) -> Disposable {
        Disposables.create(bindState(of: model, to: view), bindIntents(of: view, to: model))
    }

    /// Shows `model`'s greeting on `view`.
    static func bindState(of model: GreetingModel, to view: GreetingView) -> Disposable {
        view.greeting <~ model.greeting
    }

    /// Sends `view`'s intents to `model`.
    static func bindIntents(of view: GreetingView, to model: GreetingModel) -> Disposable {
        Disposables.create(
            model.name <~ view.name,
            { _ in model.validate.onNext(()) } <~ view.validateRequests)
    }

    /// Shows `model`'s greeting on the lazily loaded `view`.
    static func bindState(of model: GreetingModel, to view: LazyGreetingView) -> Disposable {
        view.greeting <~ model.greeting
    }

    /// No bridge: each control is wired to the model when its cell appears.
    static func bindIntents(of view: LazyGreetingView, to model: GreetingModel) -> Disposable {
        view.install(
            GreetingCells(
                name: { model.name <~ $0 },
                button: { { _ in model.validate.onNext(()) } <~ $0 }))
    }
}
