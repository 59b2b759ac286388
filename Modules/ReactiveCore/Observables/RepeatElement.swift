extension ObservableType {
    /// Sends `element` again and again, each time as separate work on `scheduler`, until disposed.
    ///
    /// ```swift
    /// Observable.repeatElement("tick").take(3)
    /// ```
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Observable { observer in
            let sink = Sink(observer: observer)
            sink.setUpstream(
                scheduler.scheduleRecursive(element) { element, recurse in
                    sink.forward(.next(element))
                    recurse(element)
                })
            return sink
        }
    }
}
