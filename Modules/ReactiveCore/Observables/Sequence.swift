extension ObservableType {
    /// A sequence of the given elements, then completion.
    ///
    /// Each element is sent as separate work on `scheduler`; on the default
    /// ``CurrentThreadScheduler`` that means synchronously, once the chain has subscribed.
    ///
    /// - Parameters:
    ///   - elements: The elements, in order.
    ///   - scheduler: Where the elements are sent.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// A sequence of the elements of an array, then completion.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        elements(of: array, scheduler: scheduler)
    }

    /// A sequence of the elements of a `Sequence`, then completion.
    public static func from<Elements: Sequence>(
        _ sequence: Elements, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Elements.Element == Element {
        elements(of: sequence, scheduler: scheduler)
    }

    private static func elements<Elements: Sequence>(
        of sequence: Elements, scheduler: ImmediateSchedulerType
    ) -> Observable<Element> where Elements.Element == Element {
        Observable { observer in
            let sink = Sink(observer: observer)
            sink.setUpstream(
                scheduler.scheduleRecursive(sequence.makeIterator()) { iterator, recurse in
                    var iterator = iterator
                    if let element = iterator.next() {
                        sink.forward(.next(element))
                        recurse(iterator)
                    } else {
                        sink.forwardCompleted()
                    }
                })
            return sink
        }
    }

    /// A sequence of one optional element: the element and completion, or completion alone.
    public static func from(
        optional: Element?, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}
