/// A group of disposables disposed together; single members can be removed by key.
///
/// Adding to a composite that is already disposed disposes the new member at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies a member of a ``CompositeDisposable`` for ``CompositeDisposable/remove(for:)``.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private let tracker = ResourceTracker()
    private let state: LockedState<State>

    private struct State {
        var members: [(key: Int, disposable: Disposable)]? = []
        var nextKey = 0
    }

    /// Creates an empty composite.
    public init() {
        state = LockedState(State())
    }

    /// Creates a composite of the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        state = LockedState(State(members: [(0, disposable1), (1, disposable2)], nextKey: 2))
    }

    /// Creates a composite of the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        state = LockedState(State(members: [(0, disposable1), (1, disposable2), (2, disposable3)], nextKey: 3))
    }

    /// Creates a composite of the given disposables.
    public convenience init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a composite of the given disposables.
    public init(disposables: [Disposable]) {
        state = LockedState(
            State(members: disposables.enumerated().map { ($0.offset, $0.element) }, nextKey: disposables.count))
    }

    /// Adds a disposable.
    ///
    /// - Parameter disposable: The member to add.
    /// - Returns: The key to remove it with, or `nil` if the composite was already disposed, in
    ///   which case `disposable` has been disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> DisposeKey? in
            guard state.members != nil else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.members!.append((key, disposable))
            return DisposeKey(value: key)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// The number of members not yet removed or disposed.
    public var count: Int { state.withLock { $0.members?.count ?? 0 } }

    /// Whether the composite has been disposed.
    public var isDisposed: Bool { state.withLock { $0.members == nil } }

    /// Removes the member for `key` and disposes it.
    ///
    /// - Parameter key: The key ``insert(_:)`` returned.
    public func remove(for key: DisposeKey) {
        let removed = state.withLock { state -> Disposable? in
            guard let index = state.members?.firstIndex(where: { $0.key == key.value }) else { return nil }
            return state.members!.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// Disposes every member, in the order they were added.
    public func dispose() {
        let members = state.withLock { state in
            defer { state.members = nil }
            return state.members ?? []
        }
        for member in members {
            member.disposable.dispose()
        }
    }
}
