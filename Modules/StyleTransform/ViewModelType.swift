/// A view model in the transform style: one method turns every input into every output.
///
/// The view gathers all its inputs at once, calls ``transform(input:)`` once, and binds the
/// outputs. Subscriptions the view model needs internally travel back in the output as a
/// `Disposable`, which the binder keeps alive.
package protocol ViewModelType {
    /// Every stream the view provides.
    associatedtype Input
    /// Every stream the view shows, plus what keeps internal bindings alive.
    associatedtype Output

    /// Connects the inputs to the outputs.
    func transform(input: Input) -> Output
}
