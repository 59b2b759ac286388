// The names RxSwift 6 renamed and still ships as deprecated, so that code written against
// RxSwift 5 naming compiles here too, with the same deprecation warnings and fix-its.

extension ObservableType {
    /// Deprecated; use ``catch(_:)``.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        self.catch(handler)
    }

    /// Deprecated; use ``catch(sequence:)``.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable.catch(sequence: sequence)
    }

    /// Deprecated; use ``element(at:)``.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }

    /// Deprecated; use ``skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }

    /// Deprecated; use ``take(until:behavior:)``.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(
        _ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }

    /// Deprecated; use ``take(for:scheduler:)``.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Deprecated; use `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType, ErrorType: Swift.Error>(
        _ notificationHandler: @escaping (Observable<ErrorType>) -> Trigger
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Deprecated; use `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Deprecated; use ``observe(on:)``.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// Deprecated; use ``subscribe(on:)``.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// Deprecated; use ``take(until:)-(Source)``.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// Deprecated; use ``take(while:behavior:)``.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Deprecated; use ``skip(while:)``.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// Deprecated; use `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Deprecated; use `subscribe(onSuccess:onFailure:onDisposed:)`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }
}
