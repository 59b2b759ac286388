import ReactiveCore

/// A contract view (`SearchView`, …) that records what it is shown: it forwards the wrapped view's
/// inputs unchanged, and each of its binders records the output in ``recorder``, with the text its
/// feature declares (`SearchOutput.Text`, …), then passes it to the wrapped view's binder.
///
/// The scenario runner, the probes and the terminal UI's panes wrap their views in one, so that
/// the views themselves hold no recorder and render nothing:
///
/// ```swift
/// let view = RecordingTap(ScriptedSearchView(), recorder: recorder)
/// let binding = style.bindSearch(to: view, environment: environment)
/// view.user.type("beat")   // the scripted view's own members, through the tap
/// ```
///
/// The tap conforms to each contract its view conforms to (`RecordingTap+SearchView.swift`, …).
/// Styles may hold their view weakly: whoever binds the tap keeps it.
@dynamicMemberLookup
package final class RecordingTap<View: AnyObject> {
    /// The view the tap wraps: it shows the outputs and sends the inputs.
    package let view: View
    /// Where the outputs are recorded.
    package let recorder: TranscriptRecorder

    /// A tap that records what `view` is shown in `recorder`.
    package init(_ view: View, recorder: TranscriptRecorder) {
        self.view = view
        self.recorder = recorder
    }

    /// The wrapped view's members (a scripted view's relays, say), read through the tap.
    package subscript<Member>(dynamicMember member: KeyPath<View, Member>) -> Member {
        view[keyPath: member]
    }

    /// The wrapped view's settable members (a palette view's `onShow`), through the tap.
    package subscript<Member>(dynamicMember member: ReferenceWritableKeyPath<View, Member>) -> Member {
        get { view[keyPath: member] }
        set { view[keyPath: member] = newValue }
    }

    /// A binder that records each value as `output` writes it, then passes it to `forward`, the
    /// wrapped view's binder for that output.
    func binder<Value>(_ output: OutputText<Value>, then forward: Binder<Value>) -> Binder<Value> {
        recorder.binder(output, showing: view, then: forward)
    }
}
