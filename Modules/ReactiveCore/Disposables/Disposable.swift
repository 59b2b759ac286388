/// A resource that can be released, such as a subscription.
public protocol Disposable {
    /// Releases the resource. Calling it again has no effect.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether ``Disposable/dispose()`` has been called.
    var isDisposed: Bool { get }
}
