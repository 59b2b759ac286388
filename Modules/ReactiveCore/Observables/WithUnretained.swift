extension ObservableType {
    /// Pairs each element with `obj`, held weakly; completes once `obj` is deallocated.
    ///
    /// ```swift
    /// taps.withUnretained(self).subscribe(onNext: { owner, _ in owner.next() })
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        lift { [weak obj] sink in
            { event in
                switch event {
                case .next(let element):
                    guard let obj else {
                        sink.forwardCompleted()
                        return
                    }
                    sink.forward(.next(resultSelector(obj, element)))
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }

    /// Pairs each element with `obj`, held weakly, as a tuple.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}
