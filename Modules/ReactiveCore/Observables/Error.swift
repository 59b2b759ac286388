extension ObservableType {
    /// A sequence that fails at once with `error`.
    ///
    /// - Parameter error: The error to send.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable { observer in
            observer(.error(error))
            return Disposables.create()
        }
    }
}
