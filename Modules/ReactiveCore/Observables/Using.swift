extension ObservableType {
    /// A sequence that owns a resource for as long as it is subscribed: `resourceFactory` makes it
    /// on subscription, `observableFactory` makes the sequence from it, and the resource is disposed
    /// when the subscription ends, by a terminal event or by dispose.
    ///
    /// An error thrown by either factory is sent to the subscriber (and a resource already made is
    /// disposed).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable { observer in
            let resource: Resource
            do {
                resource = try resourceFactory()
            } catch {
                observer(.error(error))
                return Disposables.create()
            }
            let sink = UsingSink(observer: observer)
            do {
                let source = try observableFactory(resource)
                sink.setUpstream(Disposables.create(source.run(sink.forwardAndEndOnStop), resource))
            } catch {
                sink.setUpstream(resource)
                sink.forwardError(error)
            }
            return sink
        }
    }
}

/// Forwards a `using` sequence's events; its upstream holds the subscription and the resource.
final class UsingSink<Element>: Sink<Element> {}
