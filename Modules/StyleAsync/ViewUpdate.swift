import Observation
import ReactiveCore

/// What one view shows of its model, for ``observing(_:)``: each `show` of an update, by its place
/// in the update (as SwiftUI identifies a view by its place in `body`), remembers what it last
/// showed, so that each value is shown once and each event of an outbox once.
@MainActor
package final class ViewUpdate {
    /// By place: the value last shown (a `Shown`) or an outbox's reader (a `Reader`).
    private var places: [AnyObject?] = []
    /// The place of the next `show` of the update being read.
    private var place = 0
    /// Whether the update is read only to attach the view to its outboxes.
    private var attaching = false
    /// What the update being read has to show, in its order.
    private var changes: [() -> Void] = []

    /// Reads `update` only to attach the view to the outboxes it shows.
    func attach(_ update: (ViewUpdate) -> Void) {
        attaching = true
        defer { attaching = false }
        read(update)
        changes = []
    }

    /// Reads `update`: what it shows that changed is kept for ``show()``.
    func read(_ update: (ViewUpdate) -> Void) {
        place = 0
        changes = []
        update(self)
    }

    /// Shows on the view what the last read found changed, in its order.
    func show() {
        let changes = changes
        self.changes = []
        for change in changes { change() }
    }

    /// The view goes: its outboxes stop keeping events for it.
    func detach() {
        for case let reader as Reader in places { reader.detach() }
        places = []
    }

    /// Shows `value` on `binder`, unless this place showed it last.
    package func show<Value: Equatable>(_ value: Value, on binder: Binder<Value>) {
        show(.some(value), onceLoadedOn: binder)
    }

    /// Shows `value` on `binder` once it has one (a model's content before its first answer is
    /// `nil`), unless this place showed it last.
    package func show<Value: Equatable>(_ value: Value?, onceLoadedOn binder: Binder<Value>) {
        let place = nextPlace()
        guard !attaching, let value else { return }
        if let shown = places[place] as? Shown<Value> {
            guard shown.value != value else { return }
            shown.value = value
        } else {
            places[place] = Shown(value)
        }
        changes.append { binder.onNext(value) }
    }

    /// Shows on `binder` the events sent through `outbox` that the view has not shown, in the order
    /// sent: each event sent while the view is bound (two sent in one turn are both shown), and
    /// those sent before that no view has shown yet.
    package func show<Value: Sendable>(_ outbox: Outbox<Value>, on binder: Binder<Value>) {
        let place = nextPlace()
        _ = outbox.number  // what the observation follows
        let reader: Int
        if let attached = places[place] as? Reader {
            reader = attached.id
        } else {
            reader = outbox.attach()
            places[place] = Reader(reader, detach: { outbox.detach(reader) })
        }
        changes.append { for event in outbox.take(for: reader) { binder.onNext(event) } }
    }

    private func nextPlace() -> Int {
        defer { place += 1 }
        if place == places.count { places.append(nil) }
        return place
    }
}

/// The value a place of a view update showed last.
private final class Shown<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }
}

/// A view's reader of an outbox.
@MainActor
private final class Reader {
    let id: Int
    let detach: () -> Void

    init(_ id: Int, detach: @escaping () -> Void) {
        self.id = id
        self.detach = detach
    }
}
