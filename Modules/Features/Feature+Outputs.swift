extension Feature {
    /// The feature's outputs, in its contract's order, each with its kind (state or one-shot
    /// event), as its `…Output` enum declares them: what the pitfall matrix's JSON and the web
    /// reference list beside a feature.
    package var outputs: [(name: String, kind: OutputKind)] {
        switch self {
        case .palette: Self.outputs(of: PaletteOutput.self)
        case .greeting: Self.outputs(of: GreetingOutput.self)
        case .search: Self.outputs(of: SearchOutput.self)
        case .genres: Self.outputs(of: GenresOutput.self)
        case .library: Self.outputs(of: LibraryOutput.self)
        case .editor: Self.outputs(of: EditorOutput.self)
        }
    }

    private static func outputs<Output: ViewOutput>(of _: Output.Type) -> [(name: String, kind: OutputKind)] {
        Output.allCases.map { ($0.rawValue, $0.kind) }
    }
}
