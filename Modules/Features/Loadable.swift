/// Where loading a feature's content stands: the one loading state of the features that load
/// (search, genres).
///
/// What a feature shows while nothing is loaded is its own decision, kept as data
/// (``Retention``): a search clears its results when the query is cleared or the search fails;
/// the genres keep the last list on screen.
package enum Loadable<Value: Equatable & Sendable>: Equatable, Sendable {
    /// Nothing asked yet (or nothing to ask: an empty query).
    case idle
    /// A load is in flight.
    case loading
    /// The content.
    case loaded(Value)
    /// The load failed, with the message to show.
    case failed(String)

    /// What a screen shows when it has nothing loaded (idle, or after a failure).
    package enum Retention: Equatable, Sendable {
        /// The content shown before stays.
        case keepsPrevious
        /// The screen shows this instead.
        case shows(Value)
    }

    /// Whether the loading indicator shows.
    package var isLoading: Bool { self == .loading }

    /// The error message shown, if any.
    package var message: String? {
        if case .failed(let message) = self { return message }
        return nil
    }

    /// The content shown in this state, given what was shown before: a load in flight keeps it,
    /// a loaded value replaces it, and idle or a failure does what `retention` says.
    package func shown(previous: Value, retention: Retention) -> Value {
        switch (self, retention) {
        case (.loaded(let value), _): value
        case (.loading, _), (.idle, .keepsPrevious), (.failed, .keepsPrevious): previous
        case (.idle, .shows(let value)), (.failed, .shows(let value)): value
        }
    }
}
