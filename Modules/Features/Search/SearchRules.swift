import Domain
import Foundation

/// The search feature's rules, as pure functions every style uses.
package enum SearchRules {
    /// How long the query must stay unchanged before it is searched.
    package static let debounce = DispatchTimeInterval.milliseconds(300)

    /// The query as searched: trimmed.
    package static func normalize(_ text: String) -> String {
        text.trimmingWhitespace()
    }

    /// Where a search stands.
    package enum Phase: Equatable, Sendable {
        /// No query: nothing to show.
        case idle
        /// A query was sent; the answer has not come.
        case searching
        /// The answer.
        case found([Track])
        /// The search failed, with the message to show.
        case failed(String)
    }

    /// The results shown after `phase`, given those shown before: a search in flight keeps them.
    package static func results(after phase: Phase, previous: [Track]) -> [Track] {
        switch phase {
        case .idle, .failed: []
        case .searching: previous
        case .found(let tracks): tracks
        }
    }

    /// Whether the loading indicator shows in `phase`.
    package static func isLoading(_ phase: Phase) -> Bool {
        phase == .searching
    }

    /// The error message shown in `phase`.
    package static func message(_ phase: Phase) -> String? {
        if case .failed(let message) = phase { return message }
        return nil
    }

    /// The message for a failed search.
    package static func failureMessage(_ error: Error) -> String {
        "The search failed: \(error) Keep typing to try again."
    }

    /// The track at `index` of `results`, if there is one.
    package static func track(at index: Int, in results: [Track]) -> Track? {
        results.indices.contains(index) ? results[index] : nil
    }
}
