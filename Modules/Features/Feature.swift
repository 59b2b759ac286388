/// The features every style implements.
package enum Feature: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A tap cycles the background through red, blue and purple.
    case palette
    /// A name field and a validate button; validating greets the trimmed name.
    case greeting
    /// Search the catalog as you type.
    case search
    /// The genres, loaded on appear and refresh; a selection shows a one-shot message.
    case genres

    /// What the feature does, in one line.
    package var summary: String {
        switch self {
        case .palette: "a tap cycles the background through red, blue, purple; the button says what comes next"
        case .greeting: "a name field and a validate button; validating greets the trimmed name"
        case .search: "search the catalog as you type: debounced, latest answer wins, errors keep it working"
        case .genres: "genres load on appear and refresh; selecting one shows its track count once"
        }
    }

    /// The identifier front ends and scripts use.
    package var description: String { rawValue }
}
