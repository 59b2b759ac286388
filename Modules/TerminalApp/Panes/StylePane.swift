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
/// What it draws is apart: its frame and content (`StylePane+Drawing.swift`), and the views it can
/// flip to, the marble timeline (``MarbleView``) and the style's code (``CodeViewer``).
final class StylePane {
    /// The pane's style.
    let style: Style
    /// What the view was told to show, recorded by the tap the pane wraps around each view.
    let recorder: TranscriptRecorder
    /// What to show.
    var mode = PaneMode.screen
    /// The pane's view of the app's services, which counts the calls its view models make: the
    /// counter in its status line.
    private let services: CountedServices
    private var environment: FeatureEnvironment { services.environment }
    private let ui: SchedulerType
    /// The editor tab's look-up of its track, until it answers or the pane moves on.
    private var editorLookup: Disposable?
    private var stack: [MountedFeature] = []
    private var callsBefore = 0
    /// Counts the features shown (and the stop): navigation queued before the latest is dropped.
    private var generation = 0
    /// The style's code for the feature shown, scrolled by the keys in code mode.
    let code = CodeViewer()

    /// A pane for `style` over `services` (a counted view of the app's, the pane's alone).
    ///
    /// - Parameters:
    ///   - ui: Where navigation happens after the binding that asked for it returns.
    init(style: Style, services: CountedServices, ui: SchedulerType) {
        let scheduler = services.environment.scheduler
        self.style = style
        self.ui = ui
        // Like RxCocoa's binders, the tap's binders deliver on the main thread (the scheduler Drivers
        // use: the main scheduler, or a test's mock), whatever thread the value comes from; the
        // panes' services already answer on it (`counted()`), so this is a safeguard.
        // The pane shows the transcript in its marble strip, a pane's width: a list longer than
        // three items is kept as its first item and its count, which fit there.
        recorder = TranscriptRecorder(
            limit: 2_000, listLimit: 3, delivery: { SharingScheduler.make() },
            now: { Int((scheduler.now.timeIntervalSince1970 * 1_000).rounded()) })
        self.services = services
    }

    /// The service calls since the feature was shown.
    var serviceCalls: Int { services.calls - callsBefore }

    /// The view on screen, if any.
    var view: (any TerminalFeatureView)? { stack.last?.view }

    /// Whether printable keys are text for this pane now (the marble view passes keys to the
    /// screen, so that the user watches the outputs they cause).
    var takesText: Bool { mode != .code && (view?.takesText ?? false) }

    /// The track selected in the search results on screen, if any.
    var selectedTrack: Track? { (view as? TerminalSearchView)?.selectedTrack }

    /// Shows `feature`, bound anew; the previous feature's binding ends.
    func show(_ feature: Feature) {
        unmountAll()
        generation += 1
        cancelEditorLookup()
        recorder.reset()
        callsBefore = services.calls
        code.show(EmbeddedSources.source(style: style, feature: feature))
        stack = [mount(feature)]
    }

    /// Rebuilds the view on screen and binds it to the same view model.
    func rebuild() {
        stack.last?.rebuild()
    }

    /// Ends every binding for good: navigation still queued does nothing.
    func stop() {
        generation += 1
        cancelEditorLookup()
        unmountAll()
    }

    /// Ends every binding.
    private func unmountAll() {
        for mounted in stack.reversed() { mounted.unmount() }
        stack = []
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
        Unbound(ClosedEditorView { [weak self] in self?.later { $0.show(.editor) } })
    }

    /// The editor on `track`, saying `caption` below it and calling `dismiss` when it closes.
    private func editor(on track: Track, caption: String? = nil, dismiss: @escaping () -> Void) -> MountedFeature {
        let recorder = self.recorder
        return Mounted(style.binding.makeEditor(track: track, environment: environment)) {
            let view = TerminalEditorView(caption: caption, dismiss: dismiss)
            return (RecordingTap(view, recorder: recorder), view)
        }
    }

    /// Navigates to the editor on `track`, over the library; closing it comes back.
    private func push(editor track: Track) {
        weak var pushed: MountedFeature?
        let mounted = editor(on: track) { [weak self] in
            self?.later { pane in pane.pop(pushed) }
        }
        pushed = mounted
        stack.append(mounted)
    }

    /// Unbinds `mounted` and what was pushed over it, if it is still on the stack (and not its
    /// root).
    private func pop(_ mounted: MountedFeature?) {
        guard let mounted, let index = stack.firstIndex(where: { $0 === mounted }), index > 0 else { return }
        for item in stack[index...].reversed() { item.unmount() }
        stack.removeSubrange(index...)
    }

    /// Ends the editor tab's look-up, if one is under way.
    private func cancelEditorLookup() {
        editorLookup?.dispose()
        editorLookup = nil
    }

    /// Asks the services for the track the editor tab opens on (the latest favorite, else the
    /// catalog's first track) and opens the editor on it, saying which, unless the pane showed
    /// another feature since. The calls are the tab's, not the editor's: the counter starts when
    /// the editor opens.
    private func openEditorTab() {
        let asked = generation
        let catalog = environment.catalog
        cancelEditorLookup()
        editorLookup =
            environment.library.favorites().take(1).asSingle()
            .flatMap { favorites -> Single<(Track, String)> in
                if let latest = favorites.first {
                    return .just((latest.track, "This tab edits your latest favorite; Enter in the library edits any."))
                }
                return catalog.track(id: 1).map {
                    ($0, "No favorites yet, so this tab edits track 1; Ctrl-F in the search adds one.")
                }
            }
            .observe(on: ui)
            .subscribe(onSuccess: { [weak self] track, caption in
                guard let self, generation == asked else { return }
                unmountAll()
                callsBefore = services.calls
                stack = [
                    editor(on: track, caption: caption) { [weak self] in
                        self?.later { pane in
                            pane.unmountAll()
                            pane.stack = [pane.closedEditor()]
                        }
                    }
                ]
            })
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
