import Foundation
import ReactiveCore
import Synchronization

/// Where a view model's state changes, as the pitfall matrix watches it: each change reported
/// with the name of the place that changed and whether it changed on the main thread.
///
/// The Rx styles keep their state in subjects and relays (a relay is a subject that cannot end)
/// or in their pipelines' operators; ``subjects(of:_:)`` finds the subjects a view model keeps by
/// reflection and watches each. A style whose state lives elsewhere watches it its own way
/// (``StyleLab/watchState(of:_:)``).
package enum StateWatch {
    /// What is told of each change: the name of what changed (a stored property's, as
    /// `favorites` or `output.color`) and whether it changed on the main thread.
    package typealias Report = @Sendable (_ name: String, _ onMainThread: Bool) -> Void

    /// Watches every subject `root` keeps, in its stored properties and in theirs (values, the
    /// core's types such as relays, and objects of `root`'s own module, such as a reactor's
    /// storage), until the result is disposed. Objects of other modules (services, stores) are
    /// not the view model's state and are not entered; neither are dispose bags and
    /// subscriptions.
    package static func subjects(of root: AnyObject, _ report: @escaping Report) -> Disposable {
        var walk = Walk(module: module(of: root), report: report)
        walk.enter(Mirror(reflecting: root), path: [], depth: 0)
        return Disposables.create(walk.subscriptions)
    }

    /// The module `value`'s type is declared in: the first component of its full name.
    private static func module(of value: Any) -> Substring {
        String(reflecting: type(of: value)).split(separator: ".").first ?? ""
    }

    /// One walk through a view model's stored properties.
    private struct Walk {
        let module: Substring
        let report: Report
        var seen: Set<ObjectIdentifier> = []
        var subscriptions: [Disposable] = []

        /// How deep the walk goes: far enough for a reactor's storage and its state stream's
        /// subject, not into whole operator chains.
        static let maximumDepth = 6

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
            if let subject = value as? any SubjectType {
                guard seen.insert(ObjectIdentifier(subject as AnyObject)).inserted else { return }
                subscriptions.append(watch(subject, name: path.joined(separator: ".")))
                return
            }
            if value is Disposable || value is DisposeBag { return }
            let mirror = Mirror(reflecting: value)
            let owner = StateWatch.module(of: value)
            if mirror.displayStyle == .optional {
                enter(mirror, path: path, naming: false, depth: depth - 1)
            } else if owner == "ReactiveCore" {
                // Of the core's types only relays are state; an observable's chain is not entered.
                let type = String(reflecting: type(of: value))
                guard
                    ["PublishRelay", "BehaviorRelay", "ReplayRelay"].contains(where: {
                        type.hasPrefix("ReactiveCore.\($0)<")
                    })
                else { return }
                guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
                enter(mirror, path: path, naming: false, depth: depth)
            } else if mirror.displayStyle == .class {
                guard owner == module, seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
                enter(mirror, path: path, depth: depth)
            } else if [.struct, .tuple, .enum].contains(mirror.displayStyle) {
                enter(mirror, path: path, depth: depth)
            }
        }

        /// Subscribes to `subject`, reporting each event under `name`.
        func watch<Subject: SubjectType>(_ subject: Subject, name: String) -> Disposable {
            let report = report
            return subject.asObservable().subscribe { _ in report(name, Thread.isMainThread) }
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
