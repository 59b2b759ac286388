import Features
import ReactiveCore
import StyleInitOnly

extension InitOnlyStyle {
    /// The lazily loaded greeting without the relay bridge (``ProjectGuard/relayBridge`` swapped
    /// back): the view model is made when the first name field appears, with that field.
    @MainActor
    static func makeFirstFieldLazyGreeting() -> Screen<LazyGreetingView> {
        .madeByBinding { FirstFieldGreetingController(view: $0) }
    }
}

/// A lazily loaded greeting's controller that makes the view model with the first name field
/// that appears; the button reaches it through a relay, which `init` needs before its cell exists.
final class FirstFieldGreetingController: Disposable {
    private var greeting: Disposable?
    private var cells: Disposable?

    init(view: LazyGreetingView) {
        let validate = PublishRelay<Void>()
        cells = view.install(
            GreetingCells(
                name: { [weak self] field in
                    guard let self, self.greeting == nil else { return Disposables.create() }
                    self.greeting = GreetingController(
                        name: field, validate: validate.asObservable(), greeting: view.greeting)
                    return Disposables.create()
                },
                button: { $0.subscribe(onNext: validate.accept) }))
    }

    func dispose() {
        cells?.dispose()
        greeting?.dispose()
    }
}
