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
    /// The user's favorites, live; toggle a favorite; a selection opens the editor.
    case library
    /// Edit a track's rating and note; save when changed and valid.
    case editor

    /// What the feature does, in one line.
    package var summary: String {
        switch self {
        case .palette: "a tap cycles the background through red, blue, purple; the button says what comes next"
        case .greeting: "a name field and a validate button; validating greets the trimmed name"
        case .search: "search the catalog as you type: debounced, latest answer wins, errors keep it working"
        case .genres: "genres load on appear and refresh; selecting one shows its track count once"
        case .library: "the favorites, live wherever they change; toggle a favorite; select to edit"
        case .editor: "edit a track's rating and note; save only when changed and valid; report the outcome once"
        }
    }

    /// The identifier front ends and scripts use.
    package var description: String { rawValue }
}
