import Domain

/// The library feature's rules, as pure functions every style uses.
package enum LibraryRules {
    /// The item at `index` of `items`, if there is one.
    package static func item(at index: Int, in items: [LibraryItem]) -> LibraryItem? {
        items.indices.contains(index) ? items[index] : nil
    }

    /// The message for a change to `track` that failed.
    package static func failureMessage(_ track: Track, _ error: Error) -> String {
        "Could not change \(track.title): \(error)"
    }
}
