import Domain
import Features
import Observation
import Services

/// The library's model: the favorites as the service sees them, for as long as the screen is
/// shown; it saves each toggle.
@ViewActor @Observable
package final class LibraryModel: ViewModel {
    /// The favorites, most recently changed first; `nil` until the library has answered.
    package private(set) var items: [LibraryItem]?
    /// The message about the latest change, if it failed.
    package private(set) var failure: String?
    /// The track to edit, until the view has opened the editor.
    package var trackToEdit: Track?

    @ObservationIgnored private var following: Task<Void, Never>?
    /// The toggles in flight, each until it ends.
    @ObservationIgnored private var toggling: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var toggles = 0
    // Not `Sendable`, so taken unchecked by the nonisolated `init` (see `SearchModel`).
    nonisolated(unsafe) private let library: LibraryService

    /// The favorites of `library`.
    package nonisolated init(library: LibraryService) {
        self.library = library
    }

    /// Follows the favorites until the screen is left.
    package func start() {
        following = .view {
            do {
                for try await items in self.library.favorites().values { self.items = items }
            } catch {
                // Cancelled: the user left. (The favorites do not fail.)
            }
        }
    }

    /// The user toggles the favorite mark of the row at `index`: it is saved at once, and the
    /// list follows by itself.
    package func toggleFavorite(_ index: Int) {
        guard let item = LibraryRules.item(at: index, in: items ?? []) else { return }
        toggles += 1
        let toggle = toggles
        toggling[toggle] = .view {
            do {
                for try await failure in LibraryRules.toggle(item, in: self.library).values {
                    self.failure = failure
                }
            } catch {
                // Cancelled: the user left.
            }
            self.toggling[toggle] = nil
        }
    }

    /// The user selects the row at `index`.
    package func select(_ index: Int) {
        trackToEdit = LibraryRules.item(at: index, in: items ?? [])?.track
    }

    package func leave() {
        following?.cancel()
        toggling.values.forEach { $0.cancel() }
    }
}
