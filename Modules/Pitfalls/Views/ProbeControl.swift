import ReactiveCore

/// A button's taps as a probe's view sends them: each tap goes straight to every observer
/// subscribed, with no debug check of its own (as a control's target-action in UIKit), so a tap
/// sent while one is being delivered is counted, if at all, where the style's code is re-entered.
final class ProbeControl: ObservableType {
    typealias Element = Void
    private var observers: [Int: AnyObserver<Void>] = [:]
    private var nextKey = 0

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Void {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        return Disposables.create { [weak self] in _ = self?.observers.removeValue(forKey: key) }
    }

    /// Sends a tap to every observer subscribed now.
    func send() {
        for observer in observers.values { observer.onNext(()) }
    }
}
