import ReactiveCore

/// Collects a ``Transcript`` as a view's binders fire: the one recorder behind scripted runs, the
/// pitfall probes and the terminal UI's panes, fed by the ``RecordingTap`` around their views.
///
/// Time comes from outside (`now`, in milliseconds), so a scripted run records virtual time and
/// the terminal UI wall-clock time since its feature was shown.
package final class TranscriptRecorder {
    /// What the view was told so far (at most `limit` entries, the latest).
    package private(set) var transcript = Transcript()
    /// How many values the view was told since the last ``reset()``, however many are kept.
    package private(set) var updates = 0
    /// What the user did to the view (the keys of the terminal UI), timed as the outputs are, at
    /// most `limit` of them: not part of the transcript, which is what the view was told.
    package private(set) var inputs: [Transcript.Entry] = []

    private let now: () -> Int
    private let delivery: () -> ImmediateSchedulerType
    private let limit: Int?
    private let listLimit: Int?
    private var start: Int

    /// A recorder timed by `now` (milliseconds).
    ///
    /// - Parameters:
    ///   - limit: How many entries to keep; past it, the oldest quarter goes.
    ///   - listLimit: With a limit, a list longer than it is written as its first item and its
    ///     count (``OutputText/text(of:listLimit:)``): for a pane that shows the transcript in a
    ///     narrow strip. Transcripts that are compared or printed keep whole lists.
    ///   - delivery: Where its binders deliver, asked when each binder is made (scripted runs: on
    ///     the current thread; the terminal UI: on the main thread, as RxCocoa's binders do).
    ///   - now: The time of each entry, in milliseconds.
    package init(
        limit: Int? = nil, listLimit: Int? = nil,
        delivery: @escaping () -> ImmediateSchedulerType = { CurrentThreadScheduler.instance },
        now: @escaping () -> Int
    ) {
        self.now = now
        self.delivery = delivery
        self.limit = limit
        self.listLimit = listLimit
        start = now()
    }

    /// Forgets everything and times what follows from now: a new feature is shown.
    package func reset() {
        transcript = Transcript()
        inputs = []
        updates = 0
        start = now()
    }

    /// Records that the view was shown `value` on `output`.
    package func record(_ output: String, _ value: String) {
        updates += 1
        transcript.entries.append(.init(time: now() - start, output: output, value: value))
        if let limit, transcript.entries.count > limit { transcript.entries.removeFirst(limit / 4) }
    }

    /// Records that the user did `value` (pressed a key, say) to the view, as input `name`.
    package func recordInput(_ name: String, _ value: String) {
        inputs.append(.init(time: now() - start, output: name, value: value))
        if let limit, inputs.count > limit { inputs.removeFirst(limit / 4) }
    }

    /// The values `output` was shown so far, in order.
    package func values<Output: RawRepresentable<String>>(of output: Output) -> [String] {
        transcript.entries.filter { $0.output == output.rawValue }.map(\.value)
    }

    /// A binder for `view`'s `output`: it records each value as the output's text writes it, then
    /// hands it to `forward` (the view's own binder, which a ``RecordingTap`` wraps).
    ///
    /// Each value is recorded before the view is shown it, so a view that reacts to its own
    /// output (a feedback loop) finds it in the transcript. As RxCocoa's binders do, it holds the
    /// view weakly and drops a value delivered once the view is gone: a value the view never shows
    /// is not recorded (nor, after a ``reset()``, in the next feature's transcript).
    package func binder<Value>(
        _ output: OutputText<Value>, showing view: AnyObject, then forward: Binder<Value>
    ) -> Binder<Value> {
        Binder(view, scheduler: delivery()) { [self] _, value in
            record(output.name, output.text(of: value, listLimit: listLimit))
            forward.onNext(value)
        }
    }
}
