extension InfallibleType {
    /// A sequence that completes at once.
    public static func empty() -> Infallible<Element> { Infallible(.empty()) }

    /// A sequence that never sends anything.
    public static func never() -> Infallible<Element> { Infallible(.never()) }

    /// A sequence of one element, then completion.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(.just(element)) }

    /// A sequence of one element, then completion, each sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// A sequence of the given elements, then completion.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Infallible<Element>
    {
        Infallible(.from(elements, scheduler: scheduler))
    }

    /// A sequence of the elements of `array`, then completion.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Infallible<Element>
    {
        Infallible(.from(array, scheduler: scheduler))
    }

    /// A sequence made anew by `observableFactory` for each subscriber.
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element>
    {
        Infallible(.deferred { try observableFactory().asObservable() })
    }

    /// A sequence of the elements of `sequence`, then completion.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(.from(sequence, scheduler: scheduler))
    }
}

extension Infallible where Element: FixedWidthInteger {
    /// A sequence that sends 0, 1, 2, … every `period` on `scheduler`.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(.interval(period, scheduler: scheduler))
    }

    /// A sequence that sends 0 after `dueTime`, then, with a `period`, 1, 2, … that often.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    )
        -> Infallible<Element>
    {
        Infallible(.timer(dueTime, period: period, scheduler: scheduler))
    }
}
