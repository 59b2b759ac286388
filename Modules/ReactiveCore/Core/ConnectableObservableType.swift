/// A sequence that starts sending to its subscribers only when connected: what `publish()`,
/// `replay(_:)` and `multicast(_:)` return.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; disposing the result disconnects it.
    func connect() -> Disposable
}
