extension ObservableType {
    /// Sends `elements` first, during subscription, then the sequence's own events.
    ///
    /// - Parameter elements: The elements to send first.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            for element in elements {
                observer(.next(element))
            }
            return source.run(observer)
        }
    }
}
