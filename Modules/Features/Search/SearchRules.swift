import Domain
import Foundation

/// The search feature's rules, as pure functions every style uses.
package enum SearchRules {
    /// How long the query must stay unchanged before it is searched: what an async model sleeps.
    package static let settleTime = Duration.milliseconds(300)

    /// ``settleTime`` as the reactive styles' schedulers take it (`debounce(_:scheduler:)`).
    package static let debounce = DispatchTimeInterval.milliseconds(Int(settleTime / .milliseconds(1)))

    /// The query as searched: trimmed.
    package static func normalize(_ text: String) -> String {
        text.trimmingWhitespace()
    }

    /// Where a search stands: `loading` while the answer has not come.
    package typealias Phase = Loadable<[Track]>

    /// What a search shows without an answer: nothing (an empty query, or a failure).
    package static let retention = Phase.Retention.shows([])

    /// The results shown after `phase`, given those shown before: a search in flight keeps them.
    package static func results(after phase: Phase, previous: [Track]) -> [Track] {
        phase.shown(previous: previous, retention: retention)
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
