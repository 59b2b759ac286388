extension ObservableType {
    /// A sequence made like a `for` loop: `initialState`, then `iterate` applied while `condition`
    /// holds, each state sent as an element, then completion.
    ///
    /// An error thrown by `condition` or `iterate` ends the sequence with it.
    ///
    /// ```swift
    /// Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })
    /// // 1, 2, 4, 8, 16, 32, 64, completed
    /// ```
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sink = Sink(observer: observer)
            sink.setUpstream(
                scheduler.scheduleRecursive((initialState, true)) { step, recurse in
                    do {
                        let state = step.1 ? step.0 : try iterate(step.0)
                        guard try condition(state) else { return sink.forwardCompleted() }
                        sink.forward(.next(state))
                        recurse((state, false))
                    } catch {
                        sink.forwardError(error)
                    }
                })
            return sink
        }
    }
}
