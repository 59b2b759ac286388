import Features

/// A user intent a scenario script plays, in the feature's own words.
package enum Intent: Hashable, Sendable {
    /// palette: the user taps the button.
    case tap
    /// greeting: the name field's text becomes this.
    case name(String)
    /// greeting: the user taps validate.
    case validate
    /// greeting, lazily loaded: the name field's cell appears (again), with an empty field.
    case nameCell
    /// greeting, lazily loaded: the validate button's cell appears (again).
    case buttonCell
    /// search: the query field's text becomes this.
    case query(String)
    /// search, genres, library: the user selects this row.
    case select(Int)
    /// genres: the view appears (and loads).
    case load
    /// genres: the user asks to refresh.
    case refresh
    /// library: the user toggles this row's favorite mark.
    case favorite(Int)
    /// editor: the editor opens on this track.
    case open(Int64)
    /// editor: the user picks this rating.
    case rating(Int)
    /// editor: the note field's text becomes this.
    case note(String)
    /// editor: the user taps save.
    case save
    /// editor: the user taps cancel.
    case cancel

    /// The intents each feature accepts, by keyword, in the order documentation lists them.
    package static func keywords(for feature: Feature) -> [String] {
        switch feature {
        case .palette: ["tap"]
        case .greeting: ["name", "validate", "name-cell", "button-cell"]
        case .search: ["query", "select"]
        case .genres: ["load", "refresh", "select"]
        case .library: ["favorite", "select"]
        case .editor: ["open", "rating", "note", "save", "cancel"]
        }
    }
}
