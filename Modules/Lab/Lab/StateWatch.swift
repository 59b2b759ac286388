import Foundation
import ReactiveCore

/// Where a view model's state changes, as the pitfall matrix watches it: each write reported with
/// the name of the place written and whether it was written on the main thread.
///
/// The Rx styles keep their state in subjects and relays (a relay is a subject that cannot end),
/// stored or local to a function such as a transform's. A ``Creations`` watch is told of every
/// subject and relay as it is created (the core's debug-only creation hook,
/// `Hooks.withSubjectCreationHandler`) and reports every event sent to it afterwards, with its
/// thread; reflection over the view model's stored properties only names them. A style whose
/// state lives elsewhere (a reactor's state stream, an `@Observable` model) watches that too
/// (``StyleLab/watchState(of:_:)``).
package enum StateWatch {
    /// What is told of each write: the name of what was written (a stored property's, as
    /// `favorites` or `output.color`, or a local's type, as `local BehaviorRelay<Phase>`) and
    /// whether it was written on the main thread.
    package typealias Report = @Sendable (_ name: String, _ onMainThread: Bool) -> Void

    /// Watches every subject and relay `root` keeps in its stored properties, subscribing to each
    /// (a ``Creations`` watch told of each, then naming them from `root`), until the result is
    /// disposed (which reports the writes). For a view model made before the watch, which the
    /// creation hook did not see.
    package static func subjects(of root: AnyObject, _ report: @escaping Report) -> Disposable {
        let watch = Creations(report)
        for (subject, _) in Walk.stored(in: root) { watch.created(subject) }
        watch.name(storedIn: root)
        return Disposables.create { watch.dispose() }
    }

    /// A watch on the subjects and relays created while it is installed as the creation handler
    /// (`Hooks.withSubjectCreationHandler(watch.created)`): it subscribes to each as it is created,
    /// before anything can write to it, and records each later event with the thread it came on.
    /// The current value or buffer a subject replays to the watch's subscription is not a write and
    /// is not recorded. The writes are reported, in order, when the watch is disposed, under the
    /// names known then: an answer may write a view model's relay before ``name(storedIn:)`` has
    /// named it.
    ///
    /// Locked with `NSLock` (a pthread mutex the thread sanitizer sees): events come on any thread.
    package final class Creations: @unchecked Sendable {
        private let report: Report
        private let lock = NSLock()
        private var names: [ObjectIdentifier: String] = [:]
        private var locals: [String: Int] = [:]
        private var subscriptions: [Disposable] = []
        private var writes: [(subject: ObjectIdentifier, onMain: Bool)] = []
        private var isDisposed = false

        /// A watch reporting each write to `report`.
        package init(_ report: @escaping Report) {
            self.report = report
        }

        /// Subscribes to `subject`, just created, and names it a local of its type until
        /// ``name(storedIn:)`` finds it in a stored property.
        package func created(_ subject: Hooks.CreatedSubject) {
            let id = ObjectIdentifier(subject)
            let type = String(describing: Swift.type(of: subject))
            lock.withLock {
                locals[type, default: 0] += 1
                let count = locals[type]!
                names[id] = "local \(type)" + (count > 1 ? " \(count)" : "")
            }
            let subscribing = SubscribingFlag()
            let subscription = Creations.subscribe(to: subject) { [weak self] in
                guard let self, !subscribing.isOn else { return }
                let onMain = Thread.isMainThread
                lock.withLock { if !isDisposed { writes.append((id, onMain)) } }
            }
            subscribing.turnOff()
            lock.withLock { subscriptions.append(subscription) }
        }

        /// Calls `onNext` for each element `subject` sends.
        private static func subscribe<Subject: ObservableConvertibleType>(
            to subject: Subject, _ onNext: @escaping () -> Void
        ) -> Disposable {
            subject.asObservable().subscribe { event in
                if case .next = event { onNext() }
            }
        }

        /// Names the watched subjects and relays `root` keeps in its stored properties (and in
        /// theirs) after those properties.
        package func name(storedIn root: AnyObject) {
            let stored = Walk.stored(in: root)
            lock.withLock {
                for (subject, name) in stored where names[ObjectIdentifier(subject)] != nil {
                    names[ObjectIdentifier(subject)] = name
                }
            }
        }

        /// Stops watching, lets go of every subscription, and reports every write recorded.
        package func dispose() {
            let (subscriptions, writes) = lock.withLock {
                isDisposed = true
                defer { (self.subscriptions, self.writes) = ([], []) }
                return (self.subscriptions, self.writes.map { (names[$0.subject] ?? "", $0.onMain) })
            }
            subscriptions.forEach { $0.dispose() }
            for (name, onMain) in writes { report(name, onMain) }
        }
    }

    /// Whether a subscription is still being made: what a subject sends meanwhile, on the
    /// subscribing thread, is its replay. Set and read under its own lock, since the subject is
    /// written on any thread once it is out in the world.
    private final class SubscribingFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var on = true

        var isOn: Bool { lock.withLock { on } }

        func turnOff() { lock.withLock { on = false } }
    }

    /// One walk through a view model's stored properties, collecting the subjects and relays it
    /// keeps with their names.
    private struct Walk {
        let module: Substring
        var seen: Set<ObjectIdentifier> = []
        var found: [(subject: Hooks.CreatedSubject, name: String)] = []

        /// How deep the walk goes: far enough for a reactor's storage, not into whole operator
        /// chains.
        static let maximumDepth = 6

        /// The subjects and relays `root` keeps, in its stored properties and in theirs (values,
        /// and objects of `root`'s own module, such as a reactor's storage), with their names.
        /// Objects of other modules (services, stores, views it was handed) are not the view
        /// model's state and are not entered; neither are dispose bags and subscriptions.
        static func stored(in root: AnyObject) -> [(subject: Hooks.CreatedSubject, name: String)] {
            var walk = Walk(module: module(of: root))
            walk.enter(Mirror(reflecting: root), path: [], depth: 0)
            return walk.found
        }

        /// The module `value`'s type is declared in: the first component of its full name.
        static func module(of value: Any) -> Substring {
            String(reflecting: type(of: value)).split(separator: ".").first ?? ""
        }

        /// Visits every stored property `mirror` shows, named after `path` and, where `naming`,
        /// the property's own name.
        mutating func enter(_ mirror: Mirror, path: [String], naming: Bool = true, depth: Int) {
            var mirror: Mirror? = mirror
            while let level = mirror {
                for child in level.children {
                    let name = naming ? child.label.map { path + [Walk.name($0)] } ?? path : path
                    visit(child.value, path: name, depth: depth + 1)
                }
                mirror = level.superclassMirror
            }
        }

        mutating func visit(_ value: Any, path: [String], depth: Int) {
            guard depth <= Walk.maximumDepth else { return }
            let owner = Walk.module(of: value)
            if owner == "ReactiveCore", let subject = value as? Hooks.CreatedSubject {
                // Of the core's objects only subjects and relays are state; an observable's chain
                // is not entered, nor a relay's own subject.
                let type = String(reflecting: Swift.type(of: value))
                guard
                    ["Subject<", "Relay<"].contains(where: { type.contains($0) }),
                    seen.insert(ObjectIdentifier(subject)).inserted
                else { return }
                found.append((subject, path.joined(separator: ".")))
                return
            }
            if value is Disposable || value is DisposeBag { return }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                enter(mirror, path: path, naming: false, depth: depth - 1)
            } else if mirror.displayStyle == .class {
                guard owner == module, seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
                enter(mirror, path: path, depth: depth)
            } else if [.struct, .tuple, .enum].contains(mirror.displayStyle) {
                enter(mirror, path: path, depth: depth)
            }
        }

        /// A stored property's name as written: the wrapper's underscore and a lazy property's
        /// storage prefix removed.
        static func name(_ label: String) -> String {
            var name = Substring(label)
            if name.hasPrefix("$__lazy_storage_$_") { name = name.dropFirst("$__lazy_storage_$_".count) }
            if name.hasPrefix("_") { name = name.dropFirst() }
            return String(name)
        }
    }
}
