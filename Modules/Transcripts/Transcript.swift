/// What a scenario's view was told to show, in order: each output with its virtual time.
package struct Transcript: Hashable, Sendable {
    /// One output event.
    package struct Entry: Hashable, Sendable {
        /// When, in milliseconds of virtual time.
        package var time: Int
        /// Which output of the view: `results`, `isLoading`, …
        package var output: String
        /// The value shown, as text.
        package var value: String

        package init(time: Int, output: String, value: String) {
            self.time = time
            self.output = output
            self.value = value
        }
    }

    /// The events, in the order they happened.
    package var entries: [Entry] = []

    /// The service calls the run made, in order, as `method(argument)`.
    package var serviceCalls: [String] = []

    /// An empty transcript.
    package init() {}

    /// Each output's events, in order. Two styles agree when these are equal: within one tick,
    /// styles may tell the view about different outputs in a different order.
    package var byOutput: [String: [Entry]] {
        Dictionary(grouping: entries, by: \.output)
    }

    /// The outputs that appear, in the order of their first event.
    package var outputs: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.output) { seen.append(entry.output) }
        return seen
    }
}
