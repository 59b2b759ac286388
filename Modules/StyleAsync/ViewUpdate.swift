import Observation
import ReactiveCore

/// What one view shows of its model, for ``observing(_:)``: each `show` in an update is one output,
/// known by where it is written (its file, line and column), which remembers what it showed last,
/// so that a value equal to the one it showed last is not shown again, and each event of an
/// outbox is shown once.
///
/// An output the update does not reach on a read (behind an `if`) is forgotten: shown again when
/// the update reaches it again, and an outbox it read stops keeping events for the view.
@MainActor
package final class ViewUpdate {
    /// Where a `show` is written in an update: what an output is known by.
    private struct Place: Hashable {
        let file: String
        let line: UInt
        let column: UInt
    }

    /// By place: the value last shown there (a `LastShown`) or an outbox's reader (a `Reader`).
    private var places: [Place: AnyObject] = [:]
    /// The places the update being read reached.
    private var reached: Set<Place> = []
    /// What the update being read has to show, in its order.
    private var changes: [() -> Void] = []
    /// Whether the view went (``detach()``): nothing more is shown.
    private var isDetached = false

    /// Reads `update`: what it shows that changed is kept for ``show()``; the places it did not
    /// reach are forgotten.
    func read(_ update: (ViewUpdate) -> Void) {
        reached.removeAll(keepingCapacity: true)
        changes = []
        update(self)
        for (place, kept) in places where !reached.contains(place) {
            (kept as? Reader)?.detach()
            places[place] = nil
        }
    }

    /// Shows on the view what the last read found changed, in its order, until a binder that is
    /// shown something disposes the binding.
    func show() {
        let changes = changes
        self.changes = []
        for change in changes where !isDetached { change() }
    }

    /// The view goes: nothing more is shown, and its outboxes stop keeping events for it.
    func detach() {
        isDetached = true
        for case let reader as Reader in places.values { reader.detach() }
        places = [:]
    }

    /// Shows `value` on `binder`, unless this output showed an equal value last.
    package func show<Value: Equatable>(
        _ value: Value, on binder: Binder<Value>, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        show(.some(value), onceLoadedOn: binder, fileID: fileID, line: line, column: column)
    }

    /// Shows `value` on `binder` once it has one (a model's content before its first answer is
    /// `nil`), unless this output showed an equal value last.
    package func show<Value: Equatable>(
        _ value: Value?, onceLoadedOn binder: Binder<Value>, fileID: String = #fileID, line: UInt = #line,
        column: UInt = #column
    ) {
        let place = reach(Place(file: fileID, line: line, column: column))
        guard let value else { return }
        let shown: LastShown<Value>
        if let kept = places[place] as? LastShown<Value> {
            guard kept.value != value else { return }
            shown = kept
        } else {
            shown = LastShown()
            places[place] = shown
        }
        changes.append {
            shown.value = value
            binder.onNext(value)
        }
    }

    /// Shows on `binder` the events sent through `outbox` that the view has not shown, in the order
    /// sent (the order of one outbox: the events of two outboxes in one read are shown in the
    /// update's order): each event sent while the view is bound (two sent in one turn are both
    /// shown), and those sent before that no view has shown yet.
    package func show<Value: Sendable>(
        _ outbox: Outbox<Value>, on binder: Binder<Value>, fileID: String = #fileID, line: UInt = #line,
        column: UInt = #column
    ) {
        let place = reach(Place(file: fileID, line: line, column: column))
        _ = outbox.number  // what the observation follows
        let reader: Int
        if let attached = places[place] as? Reader, attached.outbox == ObjectIdentifier(outbox) {
            reader = attached.id
        } else {
            (places[place] as? Reader)?.detach()
            reader = outbox.attach()
            places[place] = Reader(reader, of: outbox)
        }
        changes.append { for event in outbox.take(for: reader) { binder.onNext(event) } }
    }

    /// Marks `place` reached by the update being read.
    private func reach(_ place: Place) -> Place {
        precondition(reached.insert(place).inserted, "one show per output: \(place) is read twice in one update")
        return place
    }
}

/// The value an output of a view update showed last.
private final class LastShown<Value> {
    var value: Value?
}

/// A view's reader of an outbox.
@MainActor
private final class Reader {
    let id: Int
    let outbox: ObjectIdentifier
    let detach: () -> Void

    init<Value>(_ id: Int, of outbox: Outbox<Value>) {
        self.id = id
        self.outbox = ObjectIdentifier(outbox)
        detach = { outbox.detach(id) }
    }
}
