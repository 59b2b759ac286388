import AllStyles
import Composition
import Domain
import Features
import ReactiveCore
import TerminalUI
import Transcripts

/// One style's pane: the current feature bound with that style to a terminal view over the pane's
/// counted view of the app's services, and the navigation between the library and its editor.
///
/// Each feature is a tab, kept once shown, as a tab bar controller keeps its tabs: switching
/// features makes the shown tab's view disappear and the other's appear, over the same view
/// controllers and view models, so that what the user left is there when they come back. The
/// tabs are released when the pane stops (the app quits).
///
/// What it draws is apart: its frame and content (`StylePane+Drawing.swift`), and the views it can
/// flip to, the marble timeline (``MarbleView``) and the style's code (``CodeViewer``).
final class StylePane {
    /// The pane's style.
    let style: Style
    /// What the view on screen was told to show since its feature was shown, recorded by the tap
    /// the pane wraps around each view: each tab records apart, as a hidden tab's views stay bound.
    var recorder: TranscriptRecorder { shown.flatMap { recorders[$0] } ?? noTab }
    private var recorders: [Feature: TranscriptRecorder] = [:]
    /// The recorder before any feature is shown, and after the pane stopped: it records nothing.
    private let noTab: TranscriptRecorder
    private let makeRecorder: () -> TranscriptRecorder
    /// What to show.
    var mode = PaneMode.screen
    /// The pane's view of the app's services, which counts the calls its view models make
    /// (`counted(by:)`) in ``calls``, the counter in its status line.
    private let environment: FeatureEnvironment
    private let calls = CallCounter()
    private let ui: SchedulerType
    /// The editor tab's look-up of its track, until it answers or the pane moves on.
    private var editorLookup: Disposable?
    /// Each feature shown so far, as its navigation stack (root first).
    private var tabs: [Feature: [MountedFeature]] = [:]
    /// The feature on screen.
    private var shown: Feature?
    /// The navigation stack of the feature on screen.
    private var stack: [MountedFeature] {
        get { shown.flatMap { tabs[$0] } ?? [] }
        set { if let shown { tabs[shown] = newValue } }
    }
    private var callsBefore = 0
    /// Counts the features shown (and the stop): navigation queued before the latest is dropped.
    private var generation = 0
    /// The style's code for the feature shown, scrolled by the keys in code mode.
    let code = CodeViewer()

    /// A pane for `style` over a counted view of `environment`, the pane's alone.
    ///
    /// - Parameters:
    ///   - ui: Where navigation happens after the binding that asked for it returns.
    init(style: Style, environment: FeatureEnvironment, ui: SchedulerType) {
        let scheduler = environment.scheduler
        self.style = style
        self.ui = ui
        // Like RxCocoa's binders, the tap's binders deliver on the main thread (the scheduler Drivers
        // use: the main scheduler, or a test's mock), whatever thread the value comes from; the
        // app's services already answer on it (`answering(on:)`, in `TerminalApp`), so this is a
        // safeguard.
        // The pane shows the transcript in its marble strip, a pane's width: a list longer than
        // three items is kept as its first item and its count, which fit there.
        makeRecorder = {
            TranscriptRecorder(
                limit: 2_000, listLimit: 3, delivery: { SharingScheduler.make() },
                now: { Int((scheduler.now.timeIntervalSince1970 * 1_000).rounded()) })
        }
        noTab = makeRecorder()
        self.environment = environment.counted(by: calls)
    }

    /// The service calls since the feature was (last) shown.
    var serviceCalls: Int { calls.value - callsBefore }

    /// The view on screen, if any.
    var view: (any TerminalFeatureView)? { stack.last?.view }

    /// Whether printable keys are text for this pane now (the marble view passes keys to the
    /// screen, so that the user watches the outputs they cause).
    var takesText: Bool { mode != .code && (view?.takesText ?? false) }

    /// The track selected in the search results on screen, if any.
    var selectedTrack: Track? { (view as? TerminalSearchView)?.selectedTrack }

    /// Shows `feature`'s tab: the view on screen disappears and the tab's appears, as it was left;
    /// a feature shown for the first time is mounted. Showing the feature on screen does nothing.
    func show(_ feature: Feature) {
        guard feature != shown else { return }
        generation += 1
        stack.last?.disappear()
        if editorLookup != nil {
            // The editor tab had not opened yet: nothing there to keep.
            cancelEditorLookup()
            release(.editor)
        }
        shown = feature
        if let recorder = recorders[feature] { recorder.reset() } else { recorders[feature] = makeRecorder() }
        callsBefore = calls.value
        code.show(EmbeddedSources.source(style: style, feature: feature))
        if let top = stack.last {
            top.appear()
        } else {
            stack = [mount(feature)]
        }
    }

    /// Rebuilds the view on screen and binds it to the same view model.
    func rebuild() {
        stack.last?.rebuild()
    }

    /// Releases every tab for good: navigation still queued does nothing.
    func stop() {
        generation += 1
        cancelEditorLookup()
        for feature in tabs.keys { release(feature) }
        shown = nil
        recorders = [:]
    }

    /// Releases `feature`'s tab, top first.
    private func release(_ feature: Feature) {
        for mounted in (tabs[feature] ?? []).reversed() { mounted.release() }
        tabs[feature] = nil
    }

    /// Does what `key` means in this pane's mode; returns whether it meant something.
    func handle(_ key: Key) -> Bool {
        switch mode {
        case .screen, .marbles:
            let handled = view?.handle(key) ?? false
            if handled { recorder.recordInput("key", key.description) }
            return handled
        case .code:
            return code.handle(key)
        }
    }

    private func mount(_ feature: Feature) -> MountedFeature {
        let binding = style.binding
        let recorder = self.recorder
        switch feature {
        case .palette:
            return Mounted(binding.makePalette()) {
                let view = TerminalPaletteView()
                return (RecordingTap(view, recorder: recorder), view)
            }
        case .greeting:
            return Mounted(binding.makeGreeting()) {
                let view = TerminalGreetingView()
                return (RecordingTap(view, recorder: recorder), view)
            }
        case .search:
            return Mounted(binding.makeSearch(environment: environment)) {
                let view = TerminalSearchView()
                return (RecordingTap(view, recorder: recorder), view)
            }
        case .genres:
            return Mounted(binding.makeGenres(environment: environment)) {
                let view = TerminalGenresView()
                return (RecordingTap(view, recorder: recorder), view)
            }
        case .library:
            return Mounted(binding.makeLibrary(environment: environment)) { [weak self] in
                let view = TerminalLibraryView { track in self?.later { $0.push(editor: track) } }
                return (RecordingTap(view, recorder: recorder), view)
            }
        case .editor:
            openEditorTab()
            return closedEditor()
        }
    }

    /// The editor tab once its editor closed (or when there is no track): Enter opens it again.
    private func closedEditor() -> MountedFeature {
        Unbound(ClosedEditorView { [weak self] in self?.later { $0.openEditorTab() } })
    }

    /// The editor on `track`, saying `caption` below it and calling `dismiss` when it closes.
    private func editor(on track: Track, caption: String? = nil, dismiss: @escaping () -> Void) -> MountedFeature {
        let recorder = self.recorder
        return Mounted(style.binding.makeEditor(track: track, environment: environment)) {
            let view = TerminalEditorView(caption: caption, dismiss: dismiss)
            return (RecordingTap(view, recorder: recorder), view)
        }
    }

    /// Navigates to the editor on `track`, over the library (which disappears); closing it comes
    /// back.
    private func push(editor track: Track) {
        weak var pushed: MountedFeature?
        stack.last?.disappear()
        let mounted = editor(on: track) { [weak self] in
            self?.later { pane in pane.pop(pushed) }
        }
        pushed = mounted
        stack.append(mounted)
    }

    /// Releases `mounted` and what was pushed over it, if it is still on the stack (and not its
    /// root); what is under it appears again.
    private func pop(_ mounted: MountedFeature?) {
        guard let mounted, let index = stack.firstIndex(where: { $0 === mounted }), index > 0 else { return }
        for item in stack[index...].reversed() { item.release() }
        stack.removeSubrange(index...)
        stack.last?.appear()
    }

    /// Ends the editor tab's look-up, if one is under way.
    private func cancelEditorLookup() {
        editorLookup?.dispose()
        editorLookup = nil
    }

    /// Asks the services for the track the editor tab opens on (`EditorRules.unchosenTrack`: the
    /// latest favorite, else the catalog's track 1) and opens the editor on it, saying which,
    /// unless the pane showed another feature since (which releases the tab: it is looked up
    /// again when shown again). The calls are the tab's, not the editor's: the counter starts when
    /// the editor opens.
    private func openEditorTab() {
        let asked = generation
        cancelEditorLookup()
        editorLookup =
            EditorRules.unchosenTrack(library: environment.library, catalog: environment.catalog)
            .observe(on: ui)
            .subscribe(onSuccess: { [weak self] unchosen in
                guard let self, generation == asked, shown == .editor else { return }
                editorLookup = nil
                release(.editor)
                callsBefore = calls.value
                stack = [
                    editor(on: unchosen.track, caption: Self.caption(unchosen)) { [weak self] in
                        self?.later { pane in
                            pane.release(.editor)
                            pane.stack = [pane.closedEditor()]
                        }
                    }
                ]
            })
    }

    /// What the editor tab says below the editor: why it edits that track.
    private static func caption(_ unchosen: EditorRules.UnchosenTrack) -> String {
        switch unchosen {
        case .latestFavorite: "This tab edits your latest favorite; Enter in the library edits any."
        case .firstTrack: "No favorites yet, so this tab edits track 1; Ctrl-F in the search adds one."
        }
    }

    /// Runs `change` after the binding that asked for it returns (navigation never unbinds a
    /// view from inside its own binding), unless the pane showed another feature or stopped since.
    private func later(_ change: @escaping (StylePane) -> Void) {
        let asked = generation
        _ = ui.schedule(()) { [weak self] _ in
            if let self, generation == asked { change(self) }
            return Disposables.create()
        }
    }
}
