import Foundation
import ReactiveCore
import Scenarios

/// What a pane's view was told to show: how many updates, and each one with its time, for the
/// marble timeline.
final class PaneRecorder {
    /// The view updates since the feature was shown.
    private(set) var updates = 0
    /// The updates as a transcript, timed in milliseconds since the feature was shown.
    private(set) var transcript = Transcript()
    private let scheduler: SchedulerType
    private var start: Date

    /// A recorder timed by `scheduler`'s clock.
    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
        start = scheduler.now
    }

    /// Forgets everything: a new feature is shown.
    func reset() {
        updates = 0
        transcript = Transcript()
        start = scheduler.now
    }

    func record(_ output: String, _ value: String) {
        updates += 1
        let time = Int(scheduler.now.timeIntervalSince(start) * 1000)
        transcript.entries.append(Transcript.Entry(time: time, output: output, value: value))
        if transcript.entries.count > 2_000 { transcript.entries.removeFirst(500) }
    }

    /// A binder for a view's `output` that records each value, shown as `render` says, and then
    /// hands it to `target`, the widget's own binder.
    ///
    /// Like RxCocoa's binders, it delivers on the main thread (the scheduler Drivers use: the main
    /// scheduler, or a test's mock), whatever thread the value comes from: a style whose outputs
    /// are not Drivers (MVB) sends the services' answers from their background queues, and the
    /// widgets, like UIKit's, are only touched on the main thread.
    func shown<Value, Target: ObserverType>(
        _ output: String, on target: Target, as render: @escaping (Value) -> String,
        map transform: @escaping (Value) -> Target.Element
    ) -> Binder<Value> {
        Binder(self, scheduler: SharingScheduler.make()) { recorder, value in
            recorder.record(output, render(value))
            target.onNext(transform(value))
        }
    }

    /// A binder for a view's `output` that records each value and hands it to `target` as it is.
    func shown<Target: ObserverType>(
        _ output: String, on target: Target, as render: @escaping (Target.Element) -> String
    )
        -> Binder<Target.Element>
    {
        shown(output, on: target, as: render, map: { $0 })
    }
}

/// How the terminal views write values in the marble legend: as the scripted runs do, with long
/// lists cut short so that a legend line fits a pane.
enum Shown {
    static func quoted(_ text: String) -> String { Rendering.quoted(text) }
    static func optional(_ text: String?) -> String { Rendering.optional(text) }
    static func list(_ items: [String]) -> String {
        items.count <= 3 ? Rendering.list(items) : "[\(quoted(items[0])), … \(items.count) rows]"
    }
}
