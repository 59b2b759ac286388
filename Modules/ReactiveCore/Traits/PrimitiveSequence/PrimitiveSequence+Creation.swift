extension PrimitiveSequenceType where Trait == SingleTrait, Element: FixedWidthInteger {
    /// A single that succeeds with 0 after `dueTime` on `scheduler`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: FixedWidthInteger {
    /// A maybe that succeeds with 0 after `dueTime` on `scheduler`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A maybe that succeeds with `element`, on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// A completable that completes when every one of `sources` has, and fails with the first error.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// A completable that completes when every one of `sources` has, and fails with the first error.
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }

    /// A completable that runs `sources` one after the other.
    public static func concat(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// A completable that runs `sources` one after the other.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }
}
