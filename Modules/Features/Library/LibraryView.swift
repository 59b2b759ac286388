import Domain
import ReactiveCore

/// The library screen: the user's favorites, live wherever a change is saved.
///
/// Toggling a row's favorite mark saves it when the toggle arrives, whether or not any output is
/// bound (the list then updates by itself); a failed change shows a message until the next
/// change succeeds; selecting a row opens the editor. Leaving the screen (disposing the binding)
/// cancels a change whose answer has not come yet.
package protocol LibraryView: AnyObject {
    /// The user toggles the favorite mark of the row at this index.
    var favoriteToggles: Observable<Int> { get }

    /// The user selects the row at this index.
    var selections: Observable<Int> { get }

    /// Shows the favorites, most recently changed first.
    var items: Binder<[LibraryItem]> { get }

    /// Shows a message about a failed change, or hides it (`nil`).
    var errorMessage: Binder<String?> { get }

    /// Opens the editor for a track (navigation).
    var openEditor: Binder<Track> { get }
}
