import Domain
import Features
import Observation
import Services

/// The library's model: the favorites as the service sees them, for as long as the screen is
/// shown; it saves each toggle.
@MainActor @Observable
package final class LibraryModel: ViewModel {
    /// The favorites, most recently changed first; `nil` until the library has answered.
    package private(set) var items: [LibraryItem]?
    /// The message about the latest change that has answered, if it failed.
    package private(set) var failure: String?
    /// The tracks to edit, one per selection.
    package let trackToEdit = Outbox<Track>()

    @ObservationIgnored private var following: Task<Void, Never>?
    /// The toggles in flight, each until it ends.
    @ObservationIgnored private var toggling: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var toggles = 0
    /// The latest toggle whose outcome is shown. Outcomes reach the main actor in no fixed order,
    /// not even when the service answers in order: one that comes after a later toggle's is old news.
    @ObservationIgnored private var shownToggle = 0
    private let library: LibraryService.Awaited

    /// The favorites of `library`.
    package init(library: LibraryService.Awaited) {
        self.library = library
    }

    /// The view appears: follows the favorites until it disappears, unless it does already (a
    /// second view shown beside the first): from now on (the stream is asked for here, and keeps
    /// the latest list until the task reads it). A read that fails ends them with an empty list,
    /// as the other styles show: a list kept from before would look current.
    package func start() {
        guard following == nil else { return }
        let favorites = library.favorites()
        following = Task { [weak self] in
            do {
                for try await items in favorites { self?.items = items }
            } catch {
                guard !Task.isCancelled else { return }
                self?.items = []
            }
        }
    }

    /// The view disappeared: the favorites are no longer followed (the next appearance follows
    /// them again); the toggles in flight run on.
    package func stop() {
        following?.cancel()
        following = nil
    }

    /// The user toggles the favorite mark of the row at `index`: it is saved at once, and the
    /// list follows by itself.
    package func toggleFavorite(_ index: Int) {
        guard let item = LibraryRules.item(at: index, in: items ?? []) else { return }
        toggles += 1
        let toggle = toggles
        toggling[toggle] = Task { [weak self, library] in
            let failure: String?
            do {
                _ = try await library.toggleFavorite(trackID: item.track.id)
                failure = nil
            } catch {
                failure = LibraryRules.failureMessage(item.track, error)
            }
            guard let self else { return }  // The model went, and cancelled the toggle.
            toggling[toggle] = nil
            guard toggle > shownToggle else { return }  // Old news.
            shownToggle = toggle
            self.failure = failure
        }
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        if let item = LibraryRules.item(at: index, in: items ?? []) { trackToEdit.send(item.track) }
    }

    /// The model goes with its owner: it stops following, and the toggles in flight are cancelled.
    isolated deinit {
        following?.cancel()
        toggling.values.forEach { $0.cancel() }
    }
}
