/// One member of a feature's view contract (its `…View` protocol): an input the view gives
/// (an `Observable`) or an output it shows (a `Binder`), with its type and its doc comment.
///
/// Data for the front ends that describe a contract without compiling against it (`bindery
/// contracts --format json`, and through it the web reference); `BinderyTests` checks every
/// member against the protocol's source, so that the two cannot drift.
package struct ContractMember: Sendable, Equatable {
    /// Whether the view gives the member or shows it.
    package enum Direction: String, Sendable {
        /// The view gives it: an `Observable` of the user's intents.
        case input
        /// The view shows it: a `Binder`.
        case output
    }

    /// The member's name in the protocol: `query`.
    package let name: String
    /// Input or output.
    package let direction: Direction
    /// Its type as the protocol writes it: `Observable<String>`.
    package let type: String
    /// Its doc comment, its lines joined by spaces.
    package let summary: String

    /// The member `name`, given or shown as `direction` says, of `type`, documented by `summary`.
    package init(name: String, direction: Direction, type: String, summary: String) {
        self.name = name
        self.direction = direction
        self.type = type
        self.summary = summary
    }
}

extension Feature {
    /// The file that declares the feature's view contract, relative to the repository:
    /// `Modules/Features/Search/SearchView.swift`.
    package var contractFile: String {
        let folder = rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        return "Modules/Features/\(folder)/\(folder)View.swift"
    }

    /// The members of the feature's view contract, in the protocol's order.
    package var contract: [ContractMember] {
        switch self {
        case .palette:
            [
                ContractMember(
                    name: "changeColorRequests", direction: .input, type: "Observable<Void>",
                    summary: "The user asks for the next color."),
                ContractMember(
                    name: "backgroundColor", direction: .output, type: "Binder<PaletteColor>",
                    summary: "Shows the background color."),
                ContractMember(
                    name: "buttonTitle", direction: .output, type: "Binder<String>",
                    summary: "Shows the button's title, which says what comes next."),
            ]
        case .greeting:
            [
                ContractMember(
                    name: "name", direction: .input, type: "Observable<String>",
                    summary: "The name field's text: the current text on subscription, then every edit."),
                ContractMember(
                    name: "validateRequests", direction: .input, type: "Observable<Void>",
                    summary: "The user asks to validate the name."),
                ContractMember(
                    name: "greeting", direction: .output, type: "Binder<String>",
                    summary: "Shows the greeting, or what is wrong with the name."),
            ]
        case .search:
            [
                ContractMember(
                    name: "query", direction: .input, type: "Observable<String>",
                    summary: "The query field's text: the current text on subscription, then every edit."),
                ContractMember(
                    name: "selections", direction: .input, type: "Observable<Int>",
                    summary: "The user selects the row at this index of the results."),
                ContractMember(
                    name: "results", direction: .output, type: "Binder<[Track]>",
                    summary: "Shows the results."),
                ContractMember(
                    name: "isLoading", direction: .output, type: "Binder<Bool>",
                    summary: "Shows or hides the loading indicator."),
                ContractMember(
                    name: "errorMessage", direction: .output, type: "Binder<String?>",
                    summary: "Shows a message about a failed search, or hides it (`nil`)."),
                ContractMember(
                    name: "showTrack", direction: .output, type: "Binder<Track>",
                    summary: "Opens a track (navigation)."),
            ]
        case .genres:
            [
                ContractMember(
                    name: "refreshRequests", direction: .input, type: "Observable<Void>",
                    summary: "The user asks to load the genres again."),
                ContractMember(
                    name: "selections", direction: .input, type: "Observable<Int>",
                    summary: "The user selects the row at this index."),
                ContractMember(
                    name: "genres", direction: .output, type: "Binder<[Genre]>",
                    summary: "Shows the genres."),
                ContractMember(
                    name: "isLoading", direction: .output, type: "Binder<Bool>",
                    summary: "Shows or hides the loading indicator."),
                ContractMember(
                    name: "errorMessage", direction: .output, type: "Binder<String?>",
                    summary: "Shows a message about a failed load, or hides it (`nil`)."),
                ContractMember(
                    name: "message", direction: .output, type: "Binder<String>",
                    summary: "Shows a one-shot message (a toast), such as a genre's track count."),
            ]
        case .library:
            [
                ContractMember(
                    name: "favoriteToggles", direction: .input, type: "Observable<Int>",
                    summary: "The user toggles the favorite mark of the row at this index."),
                ContractMember(
                    name: "selections", direction: .input, type: "Observable<Int>",
                    summary: "The user selects the row at this index."),
                ContractMember(
                    name: "items", direction: .output, type: "Binder<[LibraryItem]>",
                    summary: "Shows the favorites, most recently changed first."),
                ContractMember(
                    name: "errorMessage", direction: .output, type: "Binder<String?>",
                    summary: "Shows a message about a failed change, or hides it (`nil`)."),
                ContractMember(
                    name: "openEditor", direction: .output, type: "Binder<Track>",
                    summary: "Opens the editor for a track (navigation)."),
            ]
        case .editor:
            [
                ContractMember(
                    name: "ratingEdits", direction: .input, type: "Observable<Int>",
                    summary: "The ratings the user picks."),
                ContractMember(
                    name: "noteEdits", direction: .input, type: "Observable<String>",
                    summary: "The note field's text after each edit."),
                ContractMember(
                    name: "saveRequests", direction: .input, type: "Observable<Void>",
                    summary: "The user asks to save."),
                ContractMember(
                    name: "cancelRequests", direction: .input, type: "Observable<Void>",
                    summary: "The user asks to leave without saving."),
                ContractMember(
                    name: "title", direction: .output, type: "Binder<String>",
                    summary: "Shows the track: \"Title — Artist\"."),
                ContractMember(
                    name: "draft", direction: .output, type: "Binder<EntryDraft>",
                    summary: "Shows the draft: the saved entry, then the edits."),
                ContractMember(
                    name: "isSaveEnabled", direction: .output, type: "Binder<Bool>",
                    summary: "Enables or disables saving."),
                ContractMember(
                    name: "validationMessage", direction: .output, type: "Binder<String?>",
                    summary: "Shows what is wrong with the draft, or hides it (`nil`)."),
                ContractMember(
                    name: "saveResult", direction: .output, type: "Binder<String>",
                    summary: "Shows the outcome of a save, once."),
                ContractMember(
                    name: "close", direction: .output, type: "Binder<Void>",
                    summary: "Closes the editor (navigation)."),
            ]
        }
    }
}
