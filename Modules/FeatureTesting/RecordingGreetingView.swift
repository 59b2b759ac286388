import Features
import ReactiveCore

/// A greeting view for tests: the test types the name and validates; every greeting is recorded
/// with its time.
package final class RecordingGreetingView: GreetingView {
    /// The name field's text: `accept` types.
    package let nameField = BehaviorRelay(value: "")
    /// Validations: `accept` taps validate.
    package let validations = PublishRelay<Void>()
    /// The greetings shown.
    package let greetings: Shown<String>

    /// A view whose outputs are timed by `now` (milliseconds).
    package init(_ now: @escaping () -> Int = { 0 }) {
        greetings = Shown(now)
    }

    package var name: Observable<String> { nameField.asObservable() }
    package var validateRequests: Observable<Void> { validations.asObservable() }
    package var greeting: Binder<String> { greetings.binder }
}
