/// The colors the palette feature cycles through, in order.
package enum PaletteColor: String, CaseIterable, Sendable {
    case red
    case blue
    case purple

    /// The color after `color`, wrapping round from the last to the first.
    package static func next(after color: PaletteColor) -> PaletteColor {
        let all = allCases
        let index = all.firstIndex(of: color)!
        return all[(index + 1) % all.count]
    }

    /// The palette button's title for the color now shown: "Change to blue".
    package static func buttonTitle(showing color: PaletteColor) -> String {
        "Change to \(next(after: color).rawValue)"
    }
}
