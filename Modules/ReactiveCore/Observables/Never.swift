extension ObservableType {
    /// A sequence that never sends any event.
    public static func never() -> Observable<Element> {
        Observable { _ in Disposables.create() }
    }
}
