/// An observer for UI-style bindings: it accepts elements only, runs them on a scheduler
/// (the main scheduler by default), and holds its target weakly.
///
/// Binding an error to a `Binder` is a programming error, as in RxSwift: a debug build stops the
/// process ("Binding error: …"), a release build prints the message (to standard error here, to
/// standard output in RxSwift) and goes on (see `Hooks.withBindingErrorHandler(_:body:)` to observe
/// it instead). A completion is ignored. Once the target is deallocated, elements are dropped.
///
/// ```swift
/// let title = Binder(label) { label, text in label.text = text }
/// viewModel.title.bind(to: title).disposed(by: bag)
/// ```
public struct Binder<Value>: ObserverType {
    /// The element type.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that runs `binding` on `scheduler` for every element while `target` lives.
    ///
    /// - Parameters:
    ///   - target: The object being bound to, held weakly.
    ///   - scheduler: Where `binding` runs; ``MainScheduler`` by default.
    ///   - binding: Applies one element to the target.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        // On the main scheduler (the default), an element that arrives on the main thread with
        // nothing queued is bound at once, as scheduling would do, without making the scheduled
        // action: that was an allocation per element.
        let main = scheduler as? MainScheduler
        self.binding = { event in
            switch event {
            case .next(let element):
                if let main,
                    main.runIfIdleOnMainThread({
                        if let target = weakTarget {
                            binding(target, element)
                        }
                    })
                {
                    return
                }
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                Hooks.rxFatalErrorInDebug(bindingError: error, "Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Delivers an event: an element is bound on the scheduler, an error traps in a debug build
    /// (see the type's description), a completion has no effect.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Wraps this binder in an ``AnyObserver``.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
