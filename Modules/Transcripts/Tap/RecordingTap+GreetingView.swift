import Features
import ReactiveCore

extension RecordingTap: GreetingView where View: GreetingView {
    package var name: Observable<String> { view.name }
    package var validateRequests: Observable<Void> { view.validateRequests }
    package var greeting: Binder<String> { binder(GreetingOutput.Text.greeting, then: view.greeting) }
}

extension RecordingTap: LazyGreetingView where View: LazyGreetingView {
    package var cells: LazyGreetingCells? {
        get { view.cells }
        set { view.cells = newValue }
    }
    package var greeting: Binder<String> { binder(GreetingOutput.Text.greeting, then: view.greeting) }
}
