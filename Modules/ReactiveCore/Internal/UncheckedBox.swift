/// Carries a value into a `@Sendable` closure where the core, not the compiler, guarantees that
/// the value is used safely (an observer, which serializes its own events; a sequence iterated by
/// one task only).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
