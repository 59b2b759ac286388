import Domain
import ReactiveCore

/// The genres screen: the catalog's genres, loaded when the view appears and on refresh;
/// selecting one shows a one-shot message with its track count.
///
/// A load starts when the view appears (its view controller's ``ViewController/appearances``,
/// fired by the lifecycle, not the user) or a refresh arrives; a new load replaces one in flight.
package protocol GenresView: AnyObject {
    /// The user asks to load the genres again.
    var refreshRequests: Observable<Void> { get }

    /// The user selects the row at this index.
    var selections: Observable<Int> { get }

    /// Shows the genres.
    var genres: Binder<[Genre]> { get }

    /// Shows or hides the loading indicator.
    var isLoading: Binder<Bool> { get }

    /// Shows a message about a failed load, or hides it (`nil`).
    var errorMessage: Binder<String?> { get }

    /// Shows a one-shot message (a toast), such as a genre's track count.
    var message: Binder<String> { get }
}
