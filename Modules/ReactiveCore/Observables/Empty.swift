extension ObservableType {
    /// A sequence that completes at once, with no elements.
    public static func empty() -> Observable<Element> {
        Observable { observer in
            observer(.completed)
            return Disposables.create()
        }
    }
}
