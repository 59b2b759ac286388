import Domain
import Features

extension PaletteOutput {
    /// How transcripts write the palette's outputs: declared once, for every recording tap.
    package enum Text {
        /// The color's name: `red`.
        package static let backgroundColor = OutputText<PaletteColor>(PaletteOutput.backgroundColor) { $0.rawValue }
        /// The title, quoted.
        package static let buttonTitle = OutputText<String>(PaletteOutput.buttonTitle, Rendering.quoted)
    }
}
