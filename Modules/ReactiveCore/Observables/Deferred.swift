extension ObservableType {
    /// A sequence made anew for every subscription by `observableFactory`.
    ///
    /// An error thrown by the factory is sent to the subscriber.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscription.
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable { observer in
            do {
                return try observableFactory().run(observer)
            } catch {
                observer(.error(error))
                return Disposables.create()
            }
        }
    }
}
