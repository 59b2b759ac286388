/// Factory functions for the common disposables.
///
/// ```swift
/// return Disposables.create { timer.invalidate() }
/// ```
public struct Disposables {
    private init() {}

    /// A disposable that does nothing.
    ///
    /// An empty value: wrapping it in an existential costs two stores, where copying a shared
    /// instance out of a global cost a one-time-initialization check and a copy through the
    /// runtime's value witnesses, on every `just`, `of` or `create` that returns it.
    public static func create() -> Disposable { NopDisposable() }

    /// A disposable that runs `dispose` once, on the first call to ``Disposable/dispose()``.
    ///
    /// - Parameter dispose: The action to run.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both arguments, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes the three arguments, in order.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes `disposables`, then the first three arguments: RxSwift's
    /// order for this overload.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: disposables + [disposable1, disposable2, disposable3])
    }

    /// A disposable that disposes every element of `disposables`, in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: BinaryDisposable(disposables[0], disposables[1])
        default: CompositeDisposable(disposables: disposables)
        }
    }
}

/// The disposable that does nothing.
struct NopDisposable: Disposable {
    func dispose() {}
}
