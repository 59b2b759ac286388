/// A base class for disposables that counts its instances in ``Resources/total`` (in debug
/// builds), as RxSwift's does; the core's own types count themselves without it.
open class DisposeBase {
    private let tracker = ResourceTracker()

    /// Creates an instance and counts it.
    public init() {}
}
