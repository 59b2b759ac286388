import Domain
import ReactiveCore

/// The search screen: a query field, the results, a loading indicator and an error message.
///
/// The query is trimmed and debounced (300 ms); an unchanged query is not searched again; an
/// empty query clears the results without calling the service; only the latest query's answer
/// is shown; a failed search shows a message and searching goes on; selecting a row opens that
/// track.
package protocol SearchView: AnyObject {
    /// The query field's text: the current text on subscription, then every edit.
    var query: Observable<String> { get }

    /// The user selects the row at this index of the results.
    var selections: Observable<Int> { get }

    /// Shows the results.
    var results: Binder<[Track]> { get }

    /// Shows or hides the loading indicator.
    var isLoading: Binder<Bool> { get }

    /// Shows a message about a failed search, or hides it (`nil`).
    var errorMessage: Binder<String?> { get }

    /// Opens a track (navigation).
    var showTrack: Binder<Track> { get }
}
