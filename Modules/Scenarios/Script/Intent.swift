import Features

/// A user intent a scenario script plays: one of the feature's keywords and its argument.
///
/// Which keywords a feature has, what each takes and what it does to the feature's view are
/// defined once, by the feature's player (`IntentDefinition`); the parser and the runner read
/// them from there.
package struct Intent: Hashable, Sendable, CustomStringConvertible {
    /// The keyword: `tap`, `query`, `select`, …
    package var keyword: String
    /// What follows the keyword.
    package var argument: Argument

    /// What an intent takes after its keyword.
    package enum Argument: Hashable, Sendable {
        /// Nothing: `tap`.
        case none
        /// A double-quoted string: `query "bea"`.
        case text(String)
        /// A whole number: `select 2`.
        case number(Int)
    }

    package init(_ keyword: String, _ argument: Argument = .none) {
        self.keyword = keyword
        self.argument = argument
    }

    /// The intent as a script writes it.
    package var description: String {
        switch argument {
        case .none: keyword
        case .text(let text): "\(keyword) \"\(text)\""
        case .number(let number): "\(keyword) \(number)"
        }
    }

    /// The intents each feature accepts, by keyword, in the order documentation lists them.
    package static func keywords(for feature: Feature) -> [String] {
        syntax(for: feature).map(\.keyword)
    }

    /// How each of `feature`'s intents is written.
    package static func syntax(for feature: Feature) -> [IntentSyntax] {
        switch feature {
        case .palette: PalettePlayer.syntax
        case .greeting: GreetingPlayer.syntax
        case .search: SearchPlayer.syntax
        case .genres: GenresPlayer.syntax
        case .library: LibraryPlayer.syntax
        case .editor: EditorPlayer.syntax
        }
    }
}

/// How an intent is written: its keyword and the kind of argument it takes.
package struct IntentSyntax: Hashable, Sendable {
    /// The kind of argument an intent takes.
    package enum ArgumentKind: Hashable, Sendable {
        /// None.
        case none
        /// A double-quoted string.
        case text
        /// A whole number, 0 or more.
        case number
    }

    /// The keyword.
    package var keyword: String
    /// What it takes.
    package var argument: ArgumentKind
    /// What it means, for people.
    package var summary: String
}
