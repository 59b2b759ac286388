extension Observable {
    /// The same sequence, each subscription holding one reference of `shared` until it ends (by
    /// its terminal event or by dispose): how a group or a window keeps its parent's source
    /// subscribed while someone still watches it.
    func holdingReference(of shared: RefCountDisposable) -> Observable<Element> {
        Observable { observer in
            let sink = Sink(observer: observer)
            let reference = shared.retain()
            sink.setUpstream(Disposables.create(reference, run { sink.forwardAndEndOnStop($0) }))
            return sink
        }
    }
}
