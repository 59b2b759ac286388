import Features
import StyleAsync
import StyleInitOnly
import StyleMVB
import StyleProtocols
import StyleReactor
import StyleSubjects
import StyleTransform

extension Style {
    /// Every style Bindery compares, in the order front ends show them: the registry. Adding a
    /// style is its module, its test target and one line here.
    package static let allCases: [Style] = [
        .transform,
        .subjects,
        .protocols,
        .initOnly,
        .mvb,
        .reactor,
        .async,
    ]

    /// The style one of whose ``Style/spellings`` is `name`, in any case (`mvb`, `MVB`,
    /// `model-view-binding`), or `nil`.
    package static func named(_ name: String) -> Style? {
        let name = name.lowercased()
        return allCases.first { style in style.spellings.contains { $0.lowercased() == name } }
    }
}
