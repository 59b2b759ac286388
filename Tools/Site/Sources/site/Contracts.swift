/// `bindery contracts --format json`: the styles, the features and each feature's view contract,
/// as the CLI declares them (the site parses no Swift for them).
struct Contracts: Decodable {
    /// The styles, in the registry's order.
    let styles: [Style]
    /// The features, in the registry's order.
    let features: [Feature]

    /// A style as the registry declares it.
    struct Style: Decodable {
        /// `transform`, `init-only`, …
        let id: String
        /// Its name for people: `Model-View-Binding`.
        let name: String
        /// Its shape in one line.
        let summary: String
        /// Its module's folder: `Modules/StyleInitOnly`.
        let folder: String
    }

    /// A feature and its contract.
    struct Feature: Decodable {
        /// `search`.
        let id: String
        /// What it does, in one line.
        let summary: String
        /// Its folder's name in every style module: `Search`.
        let folder: String
        /// Its view contract's file: `Modules/Features/Search/SearchView.swift`.
        let contractFile: String
        /// The contract's members, in the protocol's order.
        let members: [Member]
    }

    /// One member of a view contract.
    struct Member: Decodable {
        let name: String
        /// `input` or `output`.
        let direction: String
        let type: String
        /// `state` or `event`, for an output.
        let kind: String?
        /// Its doc comment.
        let summary: String
    }
}
