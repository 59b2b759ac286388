import ReactiveCore

/// A state property that is shown once per assignment, even when the value assigned is the same:
/// a one-shot message, a navigation.
///
/// Each assignment raises ``valueUpdatedCount``; ``Reactor/pulse(_:)`` emits when the count
/// changes, so a view reacts once per assignment and not to the other changes of the state.
@propertyWrapper
package struct Pulse<Value> {
    /// The value last assigned.
    package var value: Value {
        didSet { valueUpdatedCount &+= 1 }
    }

    /// How many times a value has been assigned.
    package private(set) var valueUpdatedCount = UInt.min

    package init(wrappedValue: Value) {
        value = wrappedValue
    }

    package var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The pulse itself, for ``Reactor/pulse(_:)``: `reactor.pulse(\.$message)`.
    package var projectedValue: Pulse<Value> { self }
}

extension Reactor {
    /// The values assigned to a pulse of the state, once per assignment.
    ///
    /// As in ReactorKit, a new subscriber first receives the pulse's latest value (the state
    /// stream replays the current state); views of one-shot events drop the initial `nil`.
    package func pulse<Result>(_ transformToPulse: @escaping (State) -> Pulse<Result>) -> Observable<Result> {
        state.map(transformToPulse).distinctUntilChanged { $0.valueUpdatedCount }.map(\.value)
    }
}
