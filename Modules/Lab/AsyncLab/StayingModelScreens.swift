import Domain
import Features
import StyleAsync

extension AsyncStyle {
    /// The library with a model whose tasks outlive its views: leaving the screen does not call
    /// `leave()` (``ProjectGuard/leaveWithTheLastBinding`` swapped back).
    @MainActor
    static func makeStayingLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        library(environment: environment, showingErrors: true, leavesWithTheLastBinding: false)
    }

    /// The editor with a model whose tasks outlive its views.
    @MainActor
    static func makeStayingEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        editor(track: track, environment: environment, leavesWithTheLastBinding: false)
    }
}
