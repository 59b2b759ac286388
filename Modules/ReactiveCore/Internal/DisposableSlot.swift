/// One disposable or none, stored as a plain existential with an empty ``NopDisposable`` for
/// "none", rather than as `Disposable?`.
///
/// Every copy, store and destruction of an optional existential goes through the runtime's
/// generic value witnesses (the optional's enum tag first, then the payload's witnesses): about
/// a hundred instructions each time a subscription stores or lets go of its upstream. A plain
/// existential is handled inline, and disposing an empty slot costs one call that does nothing.
struct DisposableSlot {
    private var disposable: Disposable = NopDisposable()
    /// Whether nothing has been stored since the last ``take()``: then taking can be skipped.
    private(set) var isEmpty = true

    /// Stores `disposable`, dropping (not disposing) what was there; consumed, so that it is
    /// moved in rather than copied.
    mutating func store(_ disposable: consuming Disposable) {
        self.disposable = disposable
        isEmpty = false
    }

    /// Returns what the slot holds (``NopDisposable`` when empty) and leaves it empty.
    mutating func take() -> Disposable {
        var taken: Disposable = NopDisposable()
        swap(&taken, &disposable)
        isEmpty = true
        return taken
    }
}
