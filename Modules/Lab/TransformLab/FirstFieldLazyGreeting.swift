import Features
import ReactiveCore
import StyleTransform

extension TransformStyle {
    /// The lazily loaded greeting without the relay bridge (``ProjectGuard/relayBridge`` swapped
    /// back): `transform` is called once, when the first name field appears, with that field, and
    /// the outputs are bound then. The button still reaches the view model through a relay, as
    /// `transform` needs an observable for it before its cell exists.
    @MainActor
    static func makeFirstFieldLazyGreeting() -> Screen<LazyGreetingView> {
        let viewModel = GreetingViewModel()
        return .together(viewModel) { view in
            let validate = PublishRelay<Void>()
            let bag = CompositeDisposable()
            var transformed = false
            let cells = GreetingCells(
                name: { field in
                    guard !transformed else { return Disposables.create() }
                    transformed = true
                    let output = viewModel.transform(input: .init(name: field, validate: validate.asObservable()))
                    _ = bag.insert(output.greeting.drive(view.greeting))
                    return Disposables.create()
                },
                button: { $0.subscribe(onNext: validate.accept) })
            // The outputs are bound inside the first field's connection, to the view that installed it.
            return .init(effects: Disposables.create(bag, view.install(cells))) { _ in Disposables.create() }
        }
    }
}
