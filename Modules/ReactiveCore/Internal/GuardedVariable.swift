/// A variable shared by an operator's closures, in place of a captured `var`, whose accesses
/// the operator itself serializes (under its lock, or by the event grammar: one event at a time).
///
/// A captured `var` lives in a box whose every read and write the release build checks for
/// exclusivity at run time, through the runtime's per-thread access set: tens of instructions
/// per access, several accesses per element. Here that check is turned off, because nothing
/// reaches the value other than short reads and writes that never span a call out of the
/// operator. It costs the same one allocation as the box it replaces.
final class GuardedVariable<Value> {
    /// The current value; read and write it only where the operator serializes its events.
    @exclusivity(unchecked) var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
