extension ObservableType {
    /// A sequence of one element, then completion, both delivered during subscription.
    ///
    /// - Parameter element: The single element.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer(.next(element))
            observer(.completed)
            return Disposables.create()
        }
    }

    /// A sequence of one element then completion, each delivered as separate work on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The single element.
    ///   - scheduler: Where the element and then the completion are sent.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable { observer in
            let disposable = SerialDisposable()
            disposable.disposable = scheduler.schedule(element) { element in
                observer(.next(element))
                return scheduler.schedule(()) { _ in
                    observer(.completed)
                    disposable.dispose()
                    return Disposables.create()
                }
            }
            return disposable
        }
    }
}
